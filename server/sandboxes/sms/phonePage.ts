import { page } from '../../dev/html';
import { escapeHtml } from '../../escapeHtml';
import type { SandboxSms } from './smsInbox';

const item = (sms: SandboxSms) =>
  `<article><small>To ${escapeHtml(sms.to)} · <time datetime="${escapeHtml(sms.at)}">${escapeHtml(sms.at.replace('T', ' ').slice(0, 19))} UTC</time></small><pre>${escapeHtml(sms.text)}</pre></article>`;

/** The sandbox's phone: every text received, newest first; the page reloads itself every 3 seconds. */
export function smsPhonePage(texts: SandboxSms[]): string {
  return page(
    'SMS (sandbox)',
    `<meta http-equiv="refresh" content="3">
<h1>SMS sandbox</h1>
<p><small>Developer sandbox: a web chat that signs visitors in with a one-time password and has no custom SMS request sends its codes here; no text leaves this machine.</small></p>
<h2>Received texts</h2>
<div role="log" aria-live="polite">${texts.length ? texts.map(item).join('') : '<p>No text yet.</p>'}</div>`,
  );
}
