/** The page's behaviour: saves the webhook, sends what the person types or taps, and polls the chat every second. */
export const PAGE_SCRIPT = `
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
