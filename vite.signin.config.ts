import { defineConfig } from 'vite';
import { pureSchemas } from './scripts/pureSchemas.ts';

/**
 * The web messenger's sign-in module (dist/widget/sign-in.js): an ES module the messenger
 * imports only on channels that sign visitors in (OTP or TOKEN), so that the messenger's
 * own script stays within its budget. Built after the messenger, beside it.
 */
export default defineConfig({
  esbuild: { jsx: 'automatic', jsxImportSource: 'preact' },
  // Schemas of the shared contracts that this script never uses are left out (about 0.6 KB gzip of the messenger).
  plugins: [pureSchemas()],
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: 'dist/widget',
    emptyOutDir: false,
    sourcemap: false,
    copyPublicDir: false,
    target: 'es2020',
    lib: { entry: 'src/widget/signInModule.ts', formats: ['es'], fileName: () => 'sign-in.js' },
  },
});
