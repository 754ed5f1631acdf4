import { choiceOptions, sandboxPhonePage } from '../phoneKit/sandboxPhonePage';
import { PHONE_SCRIPT } from './phoneScript';

/**
 * The sandbox's phone (GET /sandbox/line): make a LINE channel (its channel secret and access
 * token go into the console's Line form), then chat with it as a LINE user would. The chat is
 * read from the sandbox's JSON endpoint every second; the quick-reply buttons of the channel's
 * last message are buttons under the chat, as LINE shows them.
 */
export type KnownChannel = { channelId: string; name: string; basicId: string };

export function phonePage(channels: KnownChannel[]): string {
  const choices = channels.map((c) => ({ value: c.channelId, label: `${c.name} (${c.basicId})` }));
  return sandboxPhonePage({
    provider: 'LINE',
    standsInFor: 'LINE',
    style: `.chat .person{background:#c7f1c3}.chat img{max-width:100%}
.quick{display:flex;flex-wrap:wrap;gap:.35rem;margin:.5rem 0}.quick button{border-radius:1rem}`,
    setup: `<section aria-labelledby="create-title"><h2 id="create-title">Make a channel</h2>
<form id="create"><label for="channel-name">Channel name</label><input id="channel-name" name="name" required value="Sandbox helper">
<button type="submit">Make channel</button></form>
<p id="create-result" role="status"></p>
<label for="secret">Channel secret (paste it into the console's Line channel form)</label><input id="secret" readonly>
<label for="token">Channel access token (paste it into the console's Line channel form)</label><input id="token" readonly></section>`,
    chatWith: 'a channel',
    chatFields: `<label for="channel">Channel</label><select id="channel">${choiceOptions(choices, 'No channel yet: make one above')}</select>
<form id="use-token"><label for="known-token">Or the access token of a channel made before a restart</label><input id="known-token" autocomplete="off">
<button type="submit">Use this token</button></form><p id="use-result" role="status"></p>
<label for="user-id">Your LINE user id</label><input id="user-id" pattern="U[0-9a-f]{32}" required>
<label for="display-name">Your display name</label><input id="display-name" value="Sandbox">
<p id="webhook" role="status"><small>Choose a channel to see its chat.</small></p>`,
    underChat: '\n<div id="quick" class="quick" role="group" aria-label="Quick replies"></div>',
    messageLimit: 5000,
    script: PHONE_SCRIPT,
  });
}
