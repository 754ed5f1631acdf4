/**
 * What jsdom lacks and react-aria overlays use: CSS.escape (focus scopes query by id).
 * Import for its effect in tests that open dialogs or popovers.
 */
const css = (globalThis as { CSS?: { escape?: (value: string) => string } }).CSS;
if (!css?.escape) {
  const escape = (value: string) => value.replace(/[^a-zA-Z0-9_\u00A0-\uFFFF-]/g, (c) => `\\${c}`);
  (globalThis as { CSS?: unknown }).CSS = { ...(css ?? {}), escape };
}
export {};
