/** The sign-in's styles, adopted by the messenger's shadow root beside its own (inputs at 16 px, so phones do not zoom). */
export const signInCss = `
.wm-signin{flex:1;overflow-y:auto;padding:16px;display:flex;flex-direction:column;gap:10px;background:#f6f7f9}
.wm-signin h3{margin:0;font-size:17px}
.wm-signin-form{display:flex;flex-direction:column;gap:12px}
.wm-field{display:flex;flex-direction:column;gap:4px}
.wm-field label{font-weight:600}
.wm-field input,.wm-field select{font-size:16px;padding:8px 10px;border:1px solid #b9bec6;border-radius:8px;color:#1d1d1f;background:#fff;width:100%}
.wm-field [aria-invalid=true]{border-color:#b3261e}
.wm-signin-submit{border:0;border-radius:8px;padding:10px;background:var(--wm-action);color:#fff;cursor:pointer;font-size:16px}
.wm-signin-submit:disabled{opacity:.55}
.wm-signin-links{display:flex;flex-wrap:wrap;justify-content:space-between;gap:8px}
`;

/** Adds the sign-in's stylesheet to a shadow root. */
export function adoptSignInStyles(root: ShadowRoot): void {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(signInCss);
  root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}
