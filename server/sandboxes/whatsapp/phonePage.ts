import { escapeHtml } from '../../escapeHtml';
import { page } from '../../dev/html';
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

/** The page's behaviour: saves the webhook, sends what the person types or taps, and polls the chat every second. */
const PAGE_SCRIPT = `
const $ = (id) => document.getElementById(id);
const esc = (t) => String(t).replace(/[&<>"']/g, (c) => '&#' + c.charCodeAt(0) + ';');
const post = (url, body) => fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then((r) => r.json());
$('hook').addEventListener('submit', async (e) => { e.preventDefault(); const f = Object.fromEntries(new FormData(e.target)); const a = await post('/sandbox/whatsapp/control/subscription', f); $('hookResult').textContent = a.message; });
const who = () => ({ phoneNumberId: $('number').value, from: $('from').value, name: $('name').value });
async function send(extra) { const a = await post('/sandbox/whatsapp/phone/messages', { ...who(), ...extra }); $('phoneResult').textContent = a.message || ''; poll(); }
$('phone').addEventListener('submit', (e) => { e.preventDefault(); const text = $('text').value.trim(); if (text) { send({ text }); $('text').value = ''; } });
const ticks = { accepted: '🕓', sent: '✓', delivered: '✓✓', read: '✓✓ read' };
function show(entry) {
  const b = entry.body, mine = entry.direction === 'in';
  let html = '';
  if (mine) html = esc(b.text ? b.text.body : b.interactive ? b.interactive[b.interactive.type].title : b.type);
  else if (b.type === 'text') html = esc(b.text.body).replace(/\\n/g, '<br>');
  else if (b.type === 'template') html = '<em>Template ' + esc(b.template.name) + '</em>';
  else if (b.type === 'interactive') {
    const i = b.interactive; html = esc(i.body.text).replace(/\\n/g, '<br>');
    if (i.type === 'button') html += i.action.buttons.map((x) => ' <button type="button" data-kind="button_reply" data-id="' + esc(x.reply.id) + '" data-title="' + esc(x.reply.title) + '">' + esc(x.reply.title) + '</button>').join('');
    if (i.type === 'list') html += '<br>' + i.action.sections.flatMap((s) => s.rows).map((r) => '<button type="button" data-kind="list_reply" data-id="' + esc(r.id) + '" data-title="' + esc(r.title) + '">' + esc(r.title) + '</button>').join(' ');
    if (i.type === 'cta_url') html += ' <a href="' + esc(i.action.parameters.url) + '" rel="noopener" target="_blank">' + esc(i.action.parameters.display_text) + '</a>';
  } else { const m = b[b.type] || {}; html = '[' + esc(b.type) + '] <a href="' + esc(m.link || '#') + '" rel="noopener" target="_blank">' + esc(m.link || '') + '</a> ' + esc(m.caption || ''); }
  return '<p style="text-align:' + (mine ? 'right' : 'left') + '"><span style="display:inline-block;background:' + (mine ? '#d9fdd3' : '#fff') + ';padding:.4rem .6rem;border-radius:6px">' + html + (mine ? '' : ' <small>' + esc(ticks[entry.status] || entry.status) + '</small>') + '</span></p>';
}
async function poll() {
  const w = who(); if (!w.from) return;
  const r = await fetch('/sandbox/whatsapp/phone/chat?' + new URLSearchParams({ phoneNumberId: w.phoneNumberId, from: w.from }));
  if (!r.ok) return; const data = await r.json();
  $('chat').innerHTML = data.entries.map(show).join('');
}
$('chat').addEventListener('click', (e) => { const b = e.target.closest('button[data-id]'); if (b) send({ reply: { kind: b.dataset.kind, id: b.dataset.id, title: b.dataset.title } }); });
setInterval(poll, 1000); poll();
`;
