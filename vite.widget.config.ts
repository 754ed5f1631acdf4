import { defineConfig } from 'vite';
import { pureSchemas } from './scripts/pureSchemas.ts';

/**
 * The embeddable web messenger: one self-contained script (IIFE) at dist/widget/messenger.js,
 * built after the console (whose build empties dist/). Preact, no eval: it runs under a strict
 * Content-Security-Policy on any site (docs/web-messenger.md).
 */
export default defineConfig({
  esbuild: { jsx: 'automatic', jsxImportSource: 'preact' },
  // Schemas of the shared contracts that this script never uses are left out (about 0.6 KB gzip of the messenger).
  plugins: [pureSchemas()],
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: 'dist/widget',
    emptyOutDir: true,
    sourcemap: false,
    // Terser, three passes: about 1% smaller than the default minifier (the messenger has a 60 KB budget).
    // It takes a few seconds, which the bundler would otherwise report as a slow plugin on every build.
    minify: 'terser',
    terserOptions: { ecma: 2020, compress: { passes: 3 } },
    rollupOptions: { checks: { bundlerTimings: false } },
    copyPublicDir: false,
    target: 'es2020',
    lib: { entry: 'src/widget/main.ts', formats: ['iife'], name: 'WebMessenger', fileName: () => 'messenger.js' },
  },
});
