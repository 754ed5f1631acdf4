import { choiceOptions, sandboxPhonePage } from '../phoneKit/sandboxPhonePage';
import { PHONE_SCRIPT } from './phoneScript';

/**
 * The sandbox's Teams window (GET /sandbox/teams): register a bot (its app id and password go
 * into the console's Teams form), paste the messaging endpoint the form shows, then chat with
 * the bot as a Teams user. The chat is read every second; suggested actions and card buttons
 * send their text back, link buttons are links.
 */
export type KnownBot = { appId: string; name: string; endpoint: string };

export function phonePage(bots: KnownBot[]): string {
  const choices = bots.map((bot) => ({ value: bot.appId, label: `${bot.name} (${bot.appId})` }));
  return sandboxPhonePage({
    provider: 'Teams',
    standsInFor: 'Teams and the Bot Framework',
    style: `.chat .person{background:#e8ebfa}
.chat .card{border:1px solid #d6dae3;border-radius:6px;padding:.5rem;margin-top:.5rem;background:#fff}
.chat img{max-width:100%}.chat button{display:block;margin:.35rem 0 0;width:100%}`,
    setup: `<section aria-labelledby="register-title"><h2 id="register-title">Register a bot</h2>
<form id="register"><label for="bot-name">Bot name</label><input id="bot-name" name="name" required maxlength="64" value="Sandbox helper">
<button type="submit">Register bot</button></form>
<label for="app-id">App id (enter it in the console's Teams form)</label><input id="app-id" readonly>
<label for="password">Password (enter it in the console's Teams form)</label><input id="password" readonly></section>`,
    chatWith: 'a bot',
    chatFields: `<label for="bot">Bot</label><select id="bot">${choiceOptions(choices, 'No bot yet: register one above')}</select>
<form id="endpoint-form"><label for="endpoint">Messaging endpoint (copy it from the console's Teams form)</label><input id="endpoint" type="url" required autocomplete="off">
<button type="submit">Save endpoint</button></form><p id="endpoint-result" role="status"></p>
<label for="user-id">Your user id</label><input id="user-id" value="sandbox-user" pattern="[A-Za-z0-9_-]{1,64}">
<label for="user-name">Your name</label><input id="user-name" value="Sandbox user">`,
    messageLimit: 28000,
    script: PHONE_SCRIPT,
  });
}
