// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { telegramWebhookSecret } from '../../server/channels/adapters/telegramSecret';
import { sandboxBot, sandboxChat, type SandboxChat } from '../../services/contracts/rest/telegramSandbox';
import { cafeFlow, connectedChannel, sandboxedApp } from '../support/sandboxedChannel';
import { countRows, type TestApp } from './testApp';

/**
 * A Telegram user talks to an assistant end to end through the Telegram sandbox, over real
 * HTTP both ways: the person writes on the sandbox's phone, the sandbox delivers the Update to
 * the channel's webhook with its secret token, the turn runs, and the replies come back through
 * the Bot API into the person's chat, buttons as an inline keyboard.
 */
let t: TestApp;
let base = '';
let sandbox = '';
let channelId = '';
let bot: { id: number; token: string; username: string };
let chatNumber = 1000;

const json = (body: unknown) => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const chatOf = async (chatId: number): Promise<SandboxChat> => sandboxChat.parse(await (await fetch(`${sandbox}/chats/${bot.id}/${chatId}`)).json());
const botTexts = (chat: SandboxChat) => chat.entries.filter((e) => e.from === 'bot').map((e) => e.text ?? e.caption ?? '');

/** Waits until the person's chat has `n` bot messages (each poll is a real HTTP read of the sandbox). */
async function botMessages(chatId: number, n: number): Promise<SandboxChat> {
  for (let i = 0; i < 300; i += 1) {
    const chat = await chatOf(chatId);
    if (botTexts(chat).length >= n) return chat;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`chat ${chatId} did not get ${n} bot messages: ${JSON.stringify(botTexts(await chatOf(chatId)))}`);
}

const write = (chatId: number, words: string) => fetch(`${sandbox}/chats/${bot.id}/${chatId}/messages`, json({ text: words, firstName: 'Deniz' }));
const tap = (chatId: number, messageId: number, data: string) => fetch(`${sandbox}/chats/${bot.id}/${chatId}/callbacks`, json({ messageId, data }));

beforeAll(async () => {
  const app = await sandboxedApp('telegram', 'Café Co');
  ({ t, base, sandbox } = app);
  bot = sandboxBot.parse(await (await fetch(`${sandbox}/bots`, json({ name: 'Café', username: 'cafe_helper_bot' }))).json());
  const channel = await connectedChannel(app, {
    kind: 'telegram',
    name: 'Café on Telegram',
    assistant: 'Café',
    flow: cafeFlow(),
    properties: { telegramBotName: 'Café', telegramBotToken: bot.token },
  });
  channelId = channel.channelId;
  expect(channel.connected).toEqual({ ok: true, properties: { telegramBotUsername: 'cafe_helper_bot' } });
}, 60_000);
afterAll(async () => {
  await t.app.close();
  await t.db.destroy();
});

describe('a Telegram user', () => {
  it('completes a flow with buttons: the greeting and the inline keyboard arrive, a tap chooses, the flow ends', async () => {
    const chatId = (chatNumber += 1);
    expect((await write(chatId, 'hi')).status).toBe(200);
    const first = await botMessages(chatId, 2);
    expect(botTexts(first)).toEqual(['Hello from the café!', 'Tea or coffee?']);
    const menu = first.entries.filter((e) => e.from === 'bot').at(-1)!;
    expect(menu.reply_markup?.inline_keyboard.flat().map((b) => b.text)).toEqual(['Tea', 'Coffee']);
    const coffee = menu.reply_markup!.inline_keyboard.flat().find((b) => b.text === 'Coffee')!;
    expect((await tap(chatId, menu.message_id, coffee.callback_data!)).status).toBe(200);
    const after = await botMessages(chatId, 3);
    expect(botTexts(after)).toEqual(['Hello from the café!', 'Tea or coffee?', 'One coffee, coming up.']);
    // The tap was acknowledged (Telegram stops the button's spinner), and the conversation ended.
    expect(after.answeredCallbackQueries).toBeGreaterThanOrEqual(1);
    const conversation = await t.db.selectFrom('conversations').select(['end_date', 'channel_type']).where('client_id', '=', String(chatId)).executeTakeFirstOrThrow();
    expect(conversation).toMatchObject({ channel_type: 'Telegram' });
    expect(conversation.end_date).not.toBeNull();
  });

  it('whose webhook comes with a wrong secret token is refused (401) and nothing is stored', async () => {
    const before = { claims: await countRows(t.db, 'inbound_claims'), conversations: await countRows(t.db, 'conversations') };
    const update = { update_id: 999_001, message: { message_id: 1, date: 1, chat: { id: 5, type: 'private' }, from: { id: 5, is_bot: false, first_name: 'Mallory' }, text: 'hi' } };
    const wrong = await fetch(`${base}/channels/v1/telegram/${channelId}/webhook`, {
      ...json(update),
      headers: { 'content-type': 'application/json', 'x-telegram-bot-api-secret-token': 'guess' },
    });
    expect(wrong.status).toBe(401);
    const none = await fetch(`${base}/channels/v1/telegram/${channelId}/webhook`, json(update));
    expect(none.status).toBe(401);
    expect({ claims: await countRows(t.db, 'inbound_claims'), conversations: await countRows(t.db, 'conversations') }).toEqual(before);
  });

  it('whose update is delivered twice is answered once', async () => {
    const chatId = (chatNumber += 1);
    const { updateId } = (await (await write(chatId, 'hello')).json()) as { updateId: number };
    await botMessages(chatId, 2);
    // Telegram delivers the same update again (its answer was lost): the same update_id, twice at once.
    const update = {
      update_id: updateId,
      message: { message_id: 7, date: 1, chat: { id: chatId, type: 'private' }, from: { id: chatId, is_bot: false, first_name: 'Deniz' }, text: 'hello' },
    };
    const secret = telegramWebhookSecret(bot.token, channelId);
    const deliver = () =>
      fetch(`${base}/channels/v1/telegram/${channelId}/webhook`, { ...json(update), headers: { 'content-type': 'application/json', 'x-telegram-bot-api-secret-token': secret } });
    const answers = await Promise.all([deliver(), deliver()]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(botTexts(await chatOf(chatId))).toEqual(['Hello from the café!', 'Tea or coffee?']);
    const stored = await t.db
      .selectFrom('conversation_messages')
      .select('outer_message_id')
      .where('send_by', '=', 'CLIENT')
      .where('outer_message_id', '=', String(updateId))
      .execute();
    expect(stored).toHaveLength(1);
  });

  it('gets the reply once when the Bot API answers 500 three times', async () => {
    const chatId = (chatNumber += 1);
    const fault = await fetch(`${sandbox}/control/faults`, json({ method: 'sendMessage', status: 500, times: 3 }));
    expect(fault.status).toBe(200);
    await write(chatId, 'hi');
    const chat = await botMessages(chatId, 2);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(botTexts(await chatOf(chatId))).toEqual(['Hello from the café!', 'Tea or coffee?']);
    const tries = await t.db
      .selectFrom('outbound_deliveries')
      .select(['attempts', 'delivered_at'])
      .where('channel_id', '=', channelId)
      .where('conversation_id', 'in', t.db.selectFrom('conversations').select('id').where('client_id', '=', String(chatId)))
      .orderBy('seq')
      .execute();
    expect(tries[0]).toMatchObject({ attempts: 4 });
    expect(tries.every((d) => d.delivered_at !== null)).toBe(true);
    expect(chat.entries.filter((e) => e.from === 'person')).toHaveLength(1);
  });
});
