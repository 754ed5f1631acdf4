/**
 * The messenger's styles, adopted by its shadow root only (a constructable stylesheet: the
 * host page's style-src needs no 'unsafe-inline'). The host's styles do not reach in: `all:
 * initial` on the root resets inherited ones.
 */
export const messengerCss = `
:host{all:initial}
.wm-root{all:initial;font:15px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1d1d1f}
.wm-root *{box-sizing:border-box;font:inherit}
.wm-launcher{position:fixed;z-index:2147483000;border:0;border-radius:50%;background:var(--wm-header);color:#fff;cursor:pointer;display:grid;place-items:center;font-size:26px;box-shadow:0 4px 14px rgba(0,0,0,.25);padding:0}
.wm-launcher img{width:100%;height:100%;object-fit:cover;border-radius:inherit}
.wm-tab{border-radius:8px 8px 0 0;padding:8px 16px;width:auto;height:auto;font-size:15px}
.wm-panel{position:fixed;z-index:2147483001;width:min(370px,calc(100vw - 24px));height:min(600px,calc(100vh - 110px));background:#fff;border-radius:12px;box-shadow:0 8px 32px rgba(0,0,0,.25);display:flex;flex-direction:column;overflow:hidden}
.wm-full .wm-panel{inset:0;width:100%;height:100%;border-radius:0}
.wm-header{display:flex;align-items:center;gap:10px;padding:12px 14px;background:var(--wm-header);color:#fff}
.wm-header h2{margin:0;flex:1;font-size:17px;font-weight:600}
.wm-logo{width:32px;height:32px;border-radius:50%;object-fit:cover;background:#fff}
.wm-close,.wm-dismiss{border:0;background:transparent;color:inherit;font-size:24px;line-height:1;cursor:pointer;padding:4px 8px;border-radius:6px}
.wm-log{flex:1;overflow-y:auto;padding:12px;display:flex;flex-direction:column;gap:8px;background:#f6f7f9}
.wm-bubble{max-width:85%;padding:8px 12px;border-radius:14px;background:#fff;box-shadow:0 1px 2px rgba(0,0,0,.08);overflow-wrap:anywhere}
.wm-own{align-self:flex-end;background:var(--wm-conversation);color:#fff}
.wm-own a{color:inherit}
.wm-bot{align-self:flex-start}
.wm-text{margin:0;white-space:pre-wrap}
.wm-strong{margin:0;font-weight:600;display:block}
.wm-muted{margin:0;color:#5b5f66}
.wm-media img,.wm-media video,.wm-card img{max-width:100%;border-radius:8px;display:block}
.wm-choices{display:flex;flex-wrap:wrap;gap:6px;margin-top:8px}
.wm-choice{border:1px solid var(--wm-action);color:var(--wm-action);background:#fff;border-radius:16px;padding:6px 12px;cursor:pointer;text-decoration:none}
.wm-choice:disabled{opacity:.55;cursor:default}
.wm-rows{display:flex;flex-direction:column;gap:4px;margin-top:8px}
.wm-row{text-align:start;border:1px solid #d5d8dd;background:#fff;border-radius:8px;padding:6px 10px;cursor:pointer}
.wm-row:disabled{opacity:.55;cursor:default}
.wm-card{display:flex;flex-direction:column;gap:4px}
.wm-pager{display:flex;align-items:center;justify-content:space-between;margin-top:6px}
.wm-pager button{border:1px solid #d5d8dd;background:#fff;border-radius:50%;width:32px;height:32px;cursor:pointer}
.wm-typing span{letter-spacing:2px}
.wm-notice{margin:0;padding:8px 12px;background:#fff4d6;color:#4a3b00;font-size:14px}
.wm-signin-place{display:contents}
.wm-link{border:0;background:transparent;color:#0b4f94;text-decoration:underline;cursor:pointer;padding:0}
.wm-input{display:flex;gap:8px;padding:10px;border-top:1px solid #e3e5e8;background:#fff}
.wm-input input{flex:1;min-width:0;font-size:16px;padding:8px 10px;border:1px solid #b9bec6;border-radius:8px;color:#1d1d1f;background:#fff}
.wm-input button{border:0;border-radius:8px;padding:8px 14px;background:var(--wm-action);color:#fff;cursor:pointer;font-size:16px}
.wm-input button:disabled{opacity:.55;cursor:default}
.wm-callout-place{position:fixed;z-index:2147483000;max-width:280px}
.wm-callout{position:relative;background:#fff;border-radius:12px;padding:12px 30px 12px 12px;box-shadow:0 4px 18px rgba(0,0,0,.2)}
.wm-dismiss{position:absolute;top:2px;inset-inline-end:2px;color:#5b5f66;font-size:18px}
.wm-badge{position:absolute;top:-4px;inset-inline-end:-4px;min-width:20px;height:20px;padding:0 5px;border-radius:10px;background:#c62828;color:#fff;font-size:12px;line-height:20px;font-weight:600}
.wm-tool{background:transparent!important;color:#3c4043!important;padding:8px!important}
.wm-meta{margin:4px 0 0;font-size:12px;opacity:.75}
.wm-approval,.wm-popup{display:flex;flex-direction:column;gap:10px;padding:14px;overflow-y:auto}
.wm-approval{flex:1}
.wm-popup{position:absolute;inset:auto 0 0 0;z-index:1;background:#fff;box-shadow:0 -4px 18px rgba(0,0,0,.2);border-radius:12px 12px 0 0}
.wm-check{display:flex;gap:8px;align-items:flex-start;font-size:16px}
.wm-check input{width:20px;height:20px;margin:0}
.wm-primary{border:0;border-radius:8px;padding:10px 14px;background:var(--wm-action);color:#fff;cursor:pointer;font-size:16px}
.wm-primary:disabled{opacity:.55;cursor:default}
.wm-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.wm-root :focus-visible{outline:3px solid #1a73e8;outline-offset:2px}
@media (prefers-reduced-motion:no-preference){.wm-panel{animation:wm-in .15s ease-out}}
@keyframes wm-in{from{opacity:0;transform:translateY(8px)}}
`;

/** The stylesheet adopted by a shadow root (no <style> element, no inline styles). */
export function adoptStyles(root: ShadowRoot): void {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(messengerCss);
  root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}
