import { choiceOptions, sandboxPhonePage } from '../phoneKit/sandboxPhonePage';
import { PHONE_SCRIPT } from './phoneScript';

/**
 * The sandbox's phone (GET /sandbox/telegram): create a bot (its token goes into the console's
 * Telegram form), then chat with it as a person would. The chat is read from the sandbox's JSON
 * endpoint every second; callback buttons are buttons, URL buttons links.
 */
export type KnownBot = { id: number; name: string; username: string };

export function phonePage(bots: KnownBot[]): string {
  const choices = bots.map((bot) => ({ value: String(bot.id), label: `${bot.name} (@${bot.username})` }));
  return sandboxPhonePage({
    provider: 'Telegram',
    standsInFor: 'Telegram',
    style: '.chat .person{background:#dcf1ff}.chat button{display:block;margin:.35rem 0 0;width:100%}',
    setup: `<section aria-labelledby="create-title"><h2 id="create-title">Create a bot</h2>
<form id="create"><label for="bot-name">Bot name</label><input id="bot-name" name="name" required value="Sandbox helper">
<label for="bot-username">Bot user name (ends in "bot")</label><input id="bot-username" name="username" required pattern="[A-Za-z][A-Za-z0-9_]{3,31}" value="sandbox_helper_bot">
<button type="submit">Create bot</button></form>
<p id="create-result" role="status"></p>
<label for="token">Token (paste it into the console's Telegram channel form)</label><input id="token" readonly></section>`,
    chatWith: 'a bot',
    chatFields: `<label for="bot">Bot</label><select id="bot">${choiceOptions(choices, 'No bot yet: create one above')}</select>
<form id="use-token"><label for="known-token">Or the token of a bot made before a restart</label><input id="known-token" autocomplete="off">
<button type="submit">Use this token</button></form><p id="use-result" role="status"></p>
<label for="chat-id">Your chat id</label><input id="chat-id" type="number" min="1" value="100001">
<label for="first-name">Your first name</label><input id="first-name" value="Sandbox">
<p id="webhook" role="status"><small>Choose a bot to see its chat.</small></p>`,
    messageLimit: 4096,
    script: PHONE_SCRIPT,
  });
}
