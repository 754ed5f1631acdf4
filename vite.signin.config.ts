import { defineConfig } from 'vite';
import { widgetBuild } from './vite.widget.base.ts';

/**
 * The web messenger's sign-in module (dist/widget/sign-in.js): an ES module the messenger
 * imports only on channels that sign visitors in (OTP or TOKEN), so that the messenger's
 * own script stays within its budget. Built after the messenger, beside it.
 */
export default defineConfig(
  widgetBuild({
    emptyOutDir: false,
    lib: { entry: 'src/widget/signInModule.ts', formats: ['es'], fileName: () => 'sign-in.js' },
  }),
);
