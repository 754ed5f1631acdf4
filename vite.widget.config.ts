import { defineConfig } from 'vite';

/**
 * The embeddable web messenger: one self-contained script (IIFE) at dist/widget/messenger.js,
 * built after the console (whose build empties dist/). Preact, no eval: it runs under a strict
 * Content-Security-Policy on any site (docs/web-messenger.md).
 */
export default defineConfig({
  esbuild: { jsx: 'automatic', jsxImportSource: 'preact' },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: 'dist/widget',
    emptyOutDir: true,
    sourcemap: false,
    copyPublicDir: false,
    target: 'es2020',
    lib: { entry: 'src/widget/main.ts', formats: ['iife'], name: 'WebMessenger', fileName: () => 'messenger.js' },
  },
});
