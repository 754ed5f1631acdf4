import { escapeHtml } from '../../escapeHtml';
import { page } from '../../dev/html';
import { PHONE_SCRIPT } from './phoneScript';

/**
 * The sandbox's phone (GET /sandbox/line): make a LINE channel (its channel secret and access
 * token go into the console's Line form), then chat with it as a LINE user would. The chat is
 * read from the sandbox's JSON endpoint every second; the quick-reply buttons of the channel's
 * last message are buttons under the chat, as LINE shows them.
 */
export type KnownChannel = { channelId: string; name: string; basicId: string };

const STYLE = `<style>.chat{list-style:none;padding:0;border:1px solid #d6dae3;border-radius:6px;min-height:8rem;max-height:28rem;overflow:auto}
.chat li{margin:.5rem;padding:.5rem .75rem;border-radius:6px;max-width:80%;white-space:pre-wrap}
.chat .person{background:#c7f1c3;margin-left:auto}.chat .bot{background:#f5f6f8}.chat img{max-width:100%}
.quick{display:flex;flex-wrap:wrap;gap:.35rem;margin:.5rem 0}.quick button{border-radius:1rem}select{width:100%;padding:.5rem}</style>`;

export function phonePage(channels: KnownChannel[]): string {
  const options = channels.map((c) => `<option value="${escapeHtml(c.channelId)}">${escapeHtml(`${c.name} (${c.basicId})`)}</option>`).join('');
  return page(
    'LINE sandbox',
    `${STYLE}<h1>LINE sandbox</h1>
<p><small>Developer mode: a stand-in for LINE. Nothing leaves this machine.</small></p>
<section aria-labelledby="create-title"><h2 id="create-title">Make a channel</h2>
<form id="create"><label for="channel-name">Channel name</label><input id="channel-name" name="name" required value="Sandbox helper">
<button type="submit">Make channel</button></form>
<p id="create-result" role="status"></p>
<label for="secret">Channel secret (paste it into the console's Line channel form)</label><input id="secret" readonly>
<label for="token">Channel access token (paste it into the console's Line channel form)</label><input id="token" readonly></section>
<section aria-labelledby="chat-title"><h2 id="chat-title">Chat with a channel</h2>
<label for="channel">Channel</label><select id="channel">${options || '<option value="">No channel yet: make one above</option>'}</select>
<form id="use-token"><label for="known-token">Or the access token of a channel made before a restart</label><input id="known-token" autocomplete="off">
<button type="submit">Use this token</button></form><p id="use-result" role="status"></p>
<label for="user-id">Your LINE user id</label><input id="user-id" pattern="U[0-9a-f]{32}" required>
<label for="display-name">Your display name</label><input id="display-name" value="Sandbox">
<p id="webhook" role="status"><small>Choose a channel to see its chat.</small></p>
<ol id="chat" class="chat" aria-live="polite" aria-label="Messages"></ol>
<div id="quick" class="quick" role="group" aria-label="Quick replies"></div>
<form id="write"><label for="text">Message</label><input id="text" name="text" required autocomplete="off" maxlength="5000">
<button type="submit">Send</button></form><p id="write-error" role="alert"></p></section>
<script>${PHONE_SCRIPT}</script>`,
  );
}
