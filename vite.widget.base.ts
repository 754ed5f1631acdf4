import type { BuildEnvironmentOptions, UserConfig } from 'vite';
import { pureSchemas } from './scripts/pureSchemas.ts';

/**
 * What the web messenger's two scripts (the messenger and its sign-in module) are built
 * with: Preact's JSX, production mode, no source maps, ES2020, into dist/widget;
 * `build` adds each script's entry and format.
 */
export function widgetBuild(build: BuildEnvironmentOptions): UserConfig {
  return {
    esbuild: { jsx: 'automatic', jsxImportSource: 'preact' },
    // Schemas of the shared contracts that these scripts never use are left out (about 0.6 KB gzip of the messenger).
    plugins: [pureSchemas()],
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      outDir: 'dist/widget',
      sourcemap: false,
      copyPublicDir: false,
      target: 'es2020',
      // Terser, three passes: about 1% smaller than the default minifier (the messenger has a 60 KB budget).
      // It takes a few seconds, which the bundler would otherwise report as a slow plugin on every build.
      minify: 'terser',
      terserOptions: { ecma: 2020, compress: { passes: 3 } },
      rollupOptions: { checks: { bundlerTimings: false } },
      ...build,
    },
  };
}
