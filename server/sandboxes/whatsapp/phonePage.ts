import { escapeHtml } from '../../escapeHtml';
import { page } from '../../dev/html';
import { PAGE_SCRIPT } from './phoneScript';
import { SANDBOX_ACCOUNT, type Subscription } from './sandboxState';

/** The credentials a person pastes into the console's WhatsApp Cloud form. */
export type PageCredentials = { accessToken: string; appSecret: string; verifyToken: string };

const row = (label: string, value: string) => `<tr><th scope="row">${escapeHtml(label)}</th><td><code>${escapeHtml(value)}</code></td></tr>`;

/** The phone page: the sandbox's credentials, the webhook settings, then a WhatsApp chat played by hand. */
export function phonePage(credentials: PageCredentials, subscription: Subscription | undefined, callbackHint: string): string {
  const numbers = SANDBOX_ACCOUNT.numbers.map((n) => `<option value="${escapeHtml(n.id)}">${escapeHtml(`${n.verified_name} (${n.display_phone_number})`)}</option>`).join('');
  return page(
    'WhatsApp Cloud (sandbox)',
    `<h1>WhatsApp Cloud sandbox</h1>
<p><small>Developer sandbox: Graph's endpoints are under /sandbox/whatsapp; no message leaves this machine.</small></p>
<h2>Credentials for the channel form</h2>
<table>${row('Phone number id', SANDBOX_ACCOUNT.numbers[0].id)}${row('Second phone number id', SANDBOX_ACCOUNT.numbers[1].id)}${row('WhatsApp Business Account id', SANDBOX_ACCOUNT.businessAccountId)}${row('Access token', credentials.accessToken)}${row('App secret', credentials.appSecret)}${row('Verify token', credentials.verifyToken)}</table>
<h2>Webhook (the app dashboard)</h2>
<form id="hook"><input type="hidden" name="businessAccountId" value="${escapeHtml(SANDBOX_ACCOUNT.businessAccountId)}">
<label for="callbackUrl">Callback URL</label><input id="callbackUrl" name="callbackUrl" type="url" required value="${escapeHtml(subscription?.callbackUrl ?? callbackHint)}">
<label for="verifyToken">Verify token</label><input id="verifyToken" name="verifyToken" required value="${escapeHtml(subscription?.verifyToken ?? credentials.verifyToken)}">
<label for="appSecret">App secret</label><input id="appSecret" name="appSecret" required value="${escapeHtml(subscription?.appSecret ?? credentials.appSecret)}">
<button type="submit">Verify and save</button> <span id="hookResult" role="status"></span></form>
<h2>Phone</h2>
<form id="phone"><label for="number">Business number</label><select id="number" name="phoneNumberId">${numbers}</select>
<label for="from">Your WhatsApp number (digits with country code)</label><input id="from" name="from" required pattern="[0-9]{6,15}" value="905320000001">
<label for="name">Your name</label><input id="name" name="name" value="Sandbox User">
<div id="chat" aria-live="polite" style="border:1px solid #d6dae3;border-radius:6px;padding:.5rem;margin-top:1rem;min-height:8rem;background:#efeae2"></div>
<label for="text">Message</label><input id="text" name="text" autocomplete="off">
<button type="submit">Send</button> <span id="phoneResult" role="status"></span></form>
<script>${PAGE_SCRIPT}</script>`,
  );
}
