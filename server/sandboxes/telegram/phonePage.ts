import { escapeHtml } from '../../escapeHtml';
import { page } from '../../dev/html';
import { PHONE_SCRIPT } from './phoneScript';

/**
 * The sandbox's phone (GET /sandbox/telegram): create a bot (its token goes into the console's
 * Telegram form), then chat with it as a person would. The chat is read from the sandbox's JSON
 * endpoint every second; callback buttons are buttons, URL buttons links.
 */
export type KnownBot = { id: number; name: string; username: string };

const STYLE = `<style>.chat{list-style:none;padding:0;border:1px solid #d6dae3;border-radius:6px;min-height:8rem;max-height:28rem;overflow:auto}
.chat li{margin:.5rem;padding:.5rem .75rem;border-radius:6px;max-width:80%;white-space:pre-wrap}
.chat .person{background:#dcf1ff;margin-left:auto}.chat .bot{background:#f5f6f8}
.chat button{display:block;margin:.35rem 0 0;width:100%}select{width:100%;padding:.5rem}</style>`;

export function phonePage(bots: KnownBot[]): string {
  const options = bots.map((bot) => `<option value="${bot.id}">${escapeHtml(`${bot.name} (@${bot.username})`)}</option>`).join('');
  return page(
    'Telegram sandbox',
    `${STYLE}<h1>Telegram sandbox</h1>
<p><small>Developer mode: a stand-in for Telegram. Nothing leaves this machine.</small></p>
<section aria-labelledby="create-title"><h2 id="create-title">Create a bot</h2>
<form id="create"><label for="bot-name">Bot name</label><input id="bot-name" name="name" required value="Sandbox helper">
<label for="bot-username">Bot user name (ends in "bot")</label><input id="bot-username" name="username" required pattern="[A-Za-z][A-Za-z0-9_]{3,31}" value="sandbox_helper_bot">
<button type="submit">Create bot</button></form>
<p id="create-result" role="status"></p>
<label for="token">Token (paste it into the console's Telegram channel form)</label><input id="token" readonly></section>
<section aria-labelledby="chat-title"><h2 id="chat-title">Chat with a bot</h2>
<label for="bot">Bot</label><select id="bot">${options || '<option value="">No bot yet: create one above</option>'}</select>
<form id="use-token"><label for="known-token">Or the token of a bot made before a restart</label><input id="known-token" autocomplete="off">
<button type="submit">Use this token</button></form><p id="use-result" role="status"></p>
<label for="chat-id">Your chat id</label><input id="chat-id" type="number" min="1" value="100001">
<label for="first-name">Your first name</label><input id="first-name" value="Sandbox">
<p id="webhook" role="status"><small>Choose a bot to see its chat.</small></p>
<ol id="chat" class="chat" aria-live="polite" aria-label="Messages"></ol>
<form id="write"><label for="text">Message</label><input id="text" name="text" required autocomplete="off" maxlength="4096">
<button type="submit">Send</button></form><p id="write-error" role="alert"></p></section>
<script>${PHONE_SCRIPT}</script>`,
  );
}
