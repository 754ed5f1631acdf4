import { defineConfig } from 'vite';
import { widgetBuild } from './vite.widget.base.ts';

/**
 * The embeddable web messenger: one self-contained script (IIFE) at dist/widget/messenger.js,
 * built after the console (whose build empties dist/). Preact, no eval: it runs under a strict
 * Content-Security-Policy on any site (docs/web-messenger.md).
 */
export default defineConfig(
  widgetBuild({
    emptyOutDir: true,
    lib: { entry: 'src/widget/main.ts', formats: ['iife'], name: 'WebMessenger', fileName: () => 'messenger.js' },
  }),
);
