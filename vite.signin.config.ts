import { defineConfig } from 'vite';
import { pureSchemas } from './scripts/pureSchemas';

/**
 * The web messenger's sign-in module (dist/widget/sign-in.js): an ES module the messenger
 * imports only on channels that sign visitors in (OTP or TOKEN), so that the messenger's
 * own script stays within its budget. Built after the messenger, beside it.
 */
export default defineConfig({
  esbuild: { jsx: 'automatic', jsxImportSource: 'preact' },
  // Schemas of the shared contracts that this script never uses are left out (about 3 KB gzip of the messenger).
  plugins: [pureSchemas()],
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: 'dist/widget',
    emptyOutDir: false,
    sourcemap: false,
    // Terser, three passes: about 1% smaller than the default minifier (the messenger has a 60 KB budget).
    minify: 'terser',
    terserOptions: { ecma: 2020, compress: { passes: 3 } },
    copyPublicDir: false,
    target: 'es2020',
    lib: { entry: 'src/widget/signInModule.ts', formats: ['es'], fileName: () => 'sign-in.js' },
  },
});
