import { escapeHtml } from '../../escapeHtml';
import { page } from '../../dev/html';
import { PHONE_SCRIPT } from './phoneScript';

/**
 * The sandbox's Teams window (GET /sandbox/teams): register a bot (its app id and password go
 * into the console's Teams form), paste the messaging endpoint the form shows, then chat with
 * the bot as a Teams user. The chat is read every second; suggested actions and card buttons
 * send their text back, link buttons are links.
 */
export type KnownBot = { appId: string; name: string; endpoint: string };

const STYLE = `<style>.chat{list-style:none;padding:0;border:1px solid #d6dae3;border-radius:6px;min-height:8rem;max-height:28rem;overflow:auto}
.chat li{margin:.5rem;padding:.5rem .75rem;border-radius:6px;max-width:80%;white-space:pre-wrap}
.chat .person{background:#e8ebfa;margin-left:auto}.chat .bot{background:#f5f6f8}
.chat .card{border:1px solid #d6dae3;border-radius:6px;padding:.5rem;margin-top:.5rem;background:#fff}
.chat img{max-width:100%}.chat button{display:block;margin:.35rem 0 0;width:100%}select{width:100%;padding:.5rem}</style>`;

export function phonePage(bots: KnownBot[]): string {
  const options = bots.map((bot) => `<option value="${escapeHtml(bot.appId)}">${escapeHtml(`${bot.name} (${bot.appId})`)}</option>`).join('');
  return page(
    'Teams sandbox',
    `${STYLE}<h1>Teams sandbox</h1>
<p><small>Developer mode: a stand-in for Teams and the Bot Framework. Nothing leaves this machine.</small></p>
<section aria-labelledby="register-title"><h2 id="register-title">Register a bot</h2>
<form id="register"><label for="bot-name">Bot name</label><input id="bot-name" name="name" required maxlength="64" value="Sandbox helper">
<button type="submit">Register bot</button></form>
<label for="app-id">App id (enter it in the console's Teams form)</label><input id="app-id" readonly>
<label for="password">Password (enter it in the console's Teams form)</label><input id="password" readonly></section>
<section aria-labelledby="chat-title"><h2 id="chat-title">Chat with a bot</h2>
<label for="bot">Bot</label><select id="bot">${options || '<option value="">No bot yet: register one above</option>'}</select>
<form id="endpoint-form"><label for="endpoint">Messaging endpoint (copy it from the console's Teams form)</label><input id="endpoint" type="url" required autocomplete="off">
<button type="submit">Save endpoint</button></form><p id="endpoint-result" role="status"></p>
<label for="user-id">Your user id</label><input id="user-id" value="sandbox-user" pattern="[A-Za-z0-9_-]{1,64}">
<label for="user-name">Your name</label><input id="user-name" value="Sandbox user">
<ol id="chat" class="chat" aria-live="polite" aria-label="Messages"></ol>
<form id="write"><label for="text">Message</label><input id="text" name="text" required autocomplete="off" maxlength="28000">
<button type="submit">Send</button></form><p id="write-error" role="alert"></p></section>
<script>${PHONE_SCRIPT}</script>`,
  );
}
