import type { FacebookLoginMessage } from '../../../services/contracts/rest/facebookPages';
import { escapeHtml } from '../../escapeHtml';

/** The login popup's last page: hands the token (or why there is none) to the console window that opened it, only on the console's origin, then closes. */
export function loginPopupPage(targetOrigin: string, message: FacebookLoginMessage): string {
  const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Facebook login</title></head><body>
<p role="status">${escapeHtml(message.error ?? 'Logged in. This window closes by itself.')}</p>
<script>
if (window.opener) window.opener.postMessage(${json(message)}, ${json(targetOrigin)});
window.close();
</script></body></html>`;
}
