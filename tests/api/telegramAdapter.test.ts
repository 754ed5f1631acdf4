import { describe, expect, it } from 'vitest';
import type { AdapterChannel } from '../../server/channels/adapters/channelAdapter';
import { telegramAdapter } from '../../server/channels/adapters/telegram';
import { telegramWebhookSecret } from '../../server/channels/adapters/telegramSecret';
import { HttpError } from '../../server/http/errors';
import { telegramMessages } from '../../services/contracts/channels/telegram';
import { sandboxBot, sandboxChat } from '../../services/contracts/rest/telegramSandbox';
import { botMessage } from '../support/botMessage';
import { expectPhoneForOperatorOnly } from '../support/phoneForOperator';
import { providerSandbox } from '../support/providerSandbox';

const provider = providerSandbox('telegram');
const { access, post } = provider;

let botCount = 0;
async function newBot() {
  botCount += 1;
  const answer = await post('/bots', { name: `Helper ${botCount}`, username: `helper_${botCount}_bot` });
  expect(answer.status).toBe(200);
  return sandboxBot.parse(await answer.json());
}

function channelOf(token: string, id = crypto.randomUUID()): AdapterChannel<'telegram'> {
  return { id, companyId: crypto.randomUUID(), name: 'Telegram', kind: 'telegram', properties: { telegramBotName: 'Helper', telegramBotToken: token }, apiTokenHash: null };
}

async function chat(botId: number, chatId: number) {
  return sandboxChat.parse(await (await fetch(`${provider.url}/chats/${botId}/${chatId}`)).json());
}

const sendContext = { lastInboundAt: null, flowId: null, now: new Date(), deliveryId: 'delivery-1' };

describe('Telegram adapter: connect', () => {
  it('checks the token with getMe, sets the webhook with its secret and answers the bot user name', async () => {
    const bot = await newBot();
    const channel = channelOf(bot.token);
    expect(await telegramAdapter.connect!(channel, access())).toEqual({ ok: true, properties: { telegramBotUsername: bot.username } });
    const info = (await (await fetch(`${provider.url}/bot${bot.token}/getWebhookInfo`)).json()) as { ok: boolean; result: { url: string; allowed_updates: string[] } };
    expect(info.ok).toBe(true);
    expect(info.result.url).toBe(`${provider.receiver.origin}/channels/v1/telegram/${channel.id}/webhook`);
    expect(info.result.allowed_updates).toEqual(['message', 'callback_query']);
  });

  it("refuses a token Telegram does not know with the spec's text", async () => {
    const forged = `1234567890:helper_bot-${'A'.repeat(43)}`;
    expect(await telegramAdapter.connect!(channelOf(forged), access())).toEqual({ ok: false, message: telegramMessages.createFailed });
    const direct = await fetch(`${provider.url}/bot${forged}/getMe`);
    expect(direct.status).toBe(401);
    expect(await direct.json()).toEqual({ ok: false, error_code: 401, description: 'Unauthorized' });
  });

  it('removes the webhook on disconnect, and says why (without the token) when Telegram refuses', async () => {
    const bot = await newBot();
    const channel = channelOf(bot.token);
    await telegramAdapter.connect!(channel, access());
    expect(await telegramAdapter.disconnect!(channel, access(), { anotherLiveChannelHas: async () => false })).toEqual({ ok: true });
    const info = (await (await fetch(`${provider.url}/bot${bot.token}/getWebhookInfo`)).json()) as { result: { url: string } };
    expect(info.result.url).toBe('');
    const forged = `1234567890:helper_bot-${'B'.repeat(43)}`;
    const refused = await telegramAdapter.disconnect!(channelOf(forged), access(), { anotherLiveChannelHas: async () => false });
    expect(refused).toMatchObject({ ok: false, reason: expect.stringContaining('deleteWebhook') });
    expect(JSON.stringify(refused)).not.toContain(forged.split(':')[1]);
  });
});

describe('Telegram adapter: render and send to the sandbox', () => {
  it('shows text, buttons, a card and a list in the chat, each sent message answered with its id', async () => {
    const bot = await newBot();
    const channel = channelOf(bot.token);
    expect((await post(`/chats/${bot.id}/500/messages`, { text: 'hello', firstName: 'Ada' })).status).toBe(200);
    const turn = [
      botMessage('m1', 'TEXT', { text: 'Welcome!' }),
      botMessage('m2', 'QUICKREPLY', {
        text: 'Pick one',
        buttons: [
          { id: 'yes', text: 'Yes', type: 'TEXT' },
          { id: 'site', text: 'Site', type: 'URL', link: '/help' },
        ],
      }),
      botMessage('m3', 'CARD', {
        cards: [{ id: 'c1', title: 'Tea', subtitle: 'Green', text: 'Fresh', image: 'https://img.example/tea.png', buttons: [{ id: 'buy', text: 'Buy', type: 'TEXT' }] }],
      }),
      botMessage('m4', 'LIST', {
        header: 'Menu',
        body: 'Choose a dish',
        rows: [
          { id: 'r1', title: 'Soup', description: 'Hot' },
          { id: 'r2', title: 'Salad', description: '' },
        ],
      }),
    ];
    const parts = telegramAdapter.render(turn, { recipient: '500', conversationId: null, publicUrl: 'https://console.example' }, channel);
    expect(parts.map((p) => p.messageIds)).toEqual([['m1'], ['m2'], ['m3'], ['m4']]);
    const results = [];
    for (const part of parts) results.push(await telegramAdapter.send(part, channel, access(), sendContext));
    expect(results.every((r) => r.kind === 'sent' && /^[0-9]+$/.test(r.providerMessageId ?? ''))).toBe(true);

    const entries = (await chat(bot.id, 500)).entries.filter((e) => e.from === 'bot');
    expect(entries.map((e) => e.text ?? e.caption)).toEqual(['Welcome!', 'Pick one', 'Tea\n\nGreen\n\nFresh', 'Menu\n\nChoose a dish']);
    expect(entries[1]!.reply_markup!.inline_keyboard).toEqual([[{ text: 'Yes', callback_data: 'yes' }], [{ text: 'Site', url: 'https://console.example/help' }]]);
    expect(entries[2]!.media).toEqual({ type: 'photo', url: 'https://img.example/tea.png' });
    expect(entries[3]!.reply_markup!.inline_keyboard.flat().map((b) => b.callback_data)).toEqual(['r1', 'r2']);
    expect(results.map((r) => (r.kind === 'sent' ? r.providerMessageId : ''))).toEqual(entries.map((e) => String(e.message_id)));
  });

  it('retries a 429 after the retry_after Telegram names, retries a 500 and a late answer, gives up on 401 and 400 without naming the token', async () => {
    const bot = await newBot();
    const channel = channelOf(bot.token);
    await post(`/chats/${bot.id}/501/messages`, { text: 'hi' });
    const [part] = telegramAdapter.render([botMessage('m1', 'TEXT', { text: 'Hello' })], { recipient: '501', conversationId: null, publicUrl: 'https://console.example' }, channel);
    const fault = async (body: Record<string, unknown>) => expect((await post('/control/faults', { method: 'sendMessage', ...body })).status).toBe(200);

    await fault({ status: 429, retryAfter: 7 });
    const limited = await telegramAdapter.send(part!, channel, access(), sendContext);
    expect(limited).toMatchObject({ kind: 'retry', retryAfterMs: 7000 });

    await fault({ status: 500 });
    expect(await telegramAdapter.send(part!, channel, access(), sendContext)).toMatchObject({ kind: 'retry' });

    await fault({ delayMs: 600 });
    expect(await telegramAdapter.send(part!, channel, access(200), sendContext)).toMatchObject({ kind: 'retry' });

    await fault({ status: 401 });
    const unauthorized = await telegramAdapter.send(part!, channel, access(), sendContext);
    expect(unauthorized).toMatchObject({ kind: 'failed' });

    const [stranger] = telegramAdapter.render(
      [botMessage('m2', 'TEXT', { text: 'Hello' })],
      { recipient: '999', conversationId: null, publicUrl: 'https://console.example' },
      channel,
    );
    const notFound = await telegramAdapter.send(stranger!, channel, access(), sendContext);
    expect(notFound).toMatchObject({ kind: 'failed' });
    expect(notFound.kind === 'failed' && notFound.reason).toContain('chat not found');

    for (const result of [limited, unauthorized, notFound]) {
      expect(JSON.stringify(result)).not.toContain(bot.token);
      expect(JSON.stringify(result)).not.toContain(bot.token.split(':')[1]);
    }
    expect(await telegramAdapter.send(part!, channel, access(), sendContext)).toMatchObject({ kind: 'sent' });
  });
});

describe('Telegram sandbox: the Bot API', () => {
  it('takes parameters from a form and the query string as Telegram does, and answers in its envelope', async () => {
    const bot = await newBot();
    await post(`/chats/${bot.id}/800/messages`, { text: 'hi' });
    const form = new URLSearchParams({ chat_id: '800', text: 'From a form', reply_markup: JSON.stringify({ inline_keyboard: [[{ text: 'Ok', callback_data: 'ok' }]] }) });
    const sent = await fetch(`${provider.url}/bot${bot.token}/sendMessage`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    });
    expect(sent.status).toBe(200);
    expect(await sent.json()).toMatchObject({
      ok: true,
      result: { chat: { id: 800 }, text: 'From a form', reply_markup: { inline_keyboard: [[{ text: 'Ok', callback_data: 'ok' }]] } },
    });
    const empty = await fetch(`${provider.url}/bot${bot.token}/sendMessage?chat_id=800&text=`);
    expect(empty.status).toBe(400);
    expect(await empty.json()).toEqual({ ok: false, error_code: 400, description: 'Bad Request: message text is empty' });
    const unknown = await fetch(`${provider.url}/bot${bot.token}/sendSticker`);
    expect(await unknown.json()).toEqual({ ok: false, error_code: 404, description: 'Not Found' });
    await post('/control/faults', { method: 'getMe', status: 429, retryAfter: 3 });
    const limited = await fetch(`${provider.url}/bot${bot.token}/getMe`);
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({ ok: false, error_code: 429, description: 'Too Many Requests: retry after 3', parameters: { retry_after: 3 } });
  });
});

describe('Telegram adapter: verify and parse', () => {
  const channel = channelOf('123456789:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw_');
  const request = (headers: Record<string, string>) => ({ rawBody: Buffer.from('{}'), headers, query: {} });

  it('takes a webhook with the right secret only', () => {
    const secret = telegramWebhookSecret(channel.properties.telegramBotToken, channel.id);
    expect(secret).toMatch(/^[A-Za-z0-9_-]{1,256}$/);
    expect(telegramAdapter.verify(request({ 'x-telegram-bot-api-secret-token': secret }), channel)).toEqual({ ok: true });
    expect(telegramAdapter.verify(request({ 'x-telegram-bot-api-secret-token': `${secret}x` }), channel)).toMatchObject({ ok: false, status: 401 });
    expect(telegramAdapter.verify(request({}), channel)).toMatchObject({ ok: false, status: 401 });
    expect(
      telegramAdapter.verify(request({ 'x-telegram-bot-api-secret-token': telegramWebhookSecret(channel.properties.telegramBotToken, crypto.randomUUID()) }), channel),
    ).toMatchObject({ ok: false });
  });

  it('reads a text message, with the person as the client', () => {
    const update = {
      update_id: 41,
      message: { message_id: 7, date: 1, chat: { id: 42, type: 'private' }, from: { id: 42, is_bot: false, first_name: 'Ada', last_name: 'Lovelace' }, text: 'hello' },
    };
    expect(telegramAdapter.parse(update, channel)).toEqual([
      { kind: 'message', providerMessageId: '41', client: { clientId: '42', name: 'Ada', surname: 'Lovelace' }, input: { text: 'hello', messageType: 'TEXT' } },
    ]);
  });

  it('reads a button tap as its payload with the button text, acknowledged with answerCallbackQuery', () => {
    const keyboard = { inline_keyboard: [[{ text: 'Yes please', callback_data: 'yes' }]] };
    const update = {
      update_id: 43,
      callback_query: {
        id: 'q1',
        from: { id: 42, is_bot: false, first_name: 'Ada' },
        chat_instance: 'c',
        data: 'yes',
        message: { message_id: 8, date: 1, chat: { id: 42, type: 'private' }, reply_markup: keyboard },
      },
    };
    expect(telegramAdapter.parse(update, channel)).toEqual([
      {
        kind: 'message',
        providerMessageId: '43',
        client: { clientId: '42', name: 'Ada' },
        input: { text: 'Yes please', messageType: 'TEXT', payload: 'yes' },
        acknowledge: { messageIds: [], request: { method: 'answerCallbackQuery', body: { callback_query_id: 'q1' } } },
      },
    ]);
  });

  it('reads updates it does not answer as nothing, and refuses a body Telegram would never send', () => {
    expect(telegramAdapter.parse({ update_id: 44, edited_message: { message_id: 7, date: 1, chat: { id: 42, type: 'private' }, text: 'edited' } }, channel)).toEqual([]);
    expect(() => telegramAdapter.parse({ message: { text: 'no id' } }, channel)).toThrow(HttpError);
    const malformed = (() => {
      try {
        telegramAdapter.parse({ update_id: 'x' }, channel);
        return null;
      } catch (error) {
        return error instanceof HttpError ? { status: error.statusCode, message: error.message } : null;
      }
    })();
    expect(malformed).toEqual({ status: 400, message: expect.stringContaining('update_id') });
  });
});

describe('Telegram sandbox: the phone', () => {
  it('posts what the person writes as a signed Update to the webhook, in order, again after a failed delivery', async () => {
    const bot = await newBot();
    const channel = channelOf(bot.token);
    expect(await telegramAdapter.connect!(channel, access())).toMatchObject({ ok: true });
    const before = provider.receiver.requests.length;
    provider.receiver.refuseNext([500, 503]);
    await post(`/chats/${bot.id}/600/messages`, { text: 'first', firstName: 'Ada' });
    await post(`/chats/${bot.id}/600/messages`, { text: 'second', firstName: 'Ada' });
    await provider.receiver.reach(before + 2);
    expect(provider.receiver.refused()).toBeGreaterThanOrEqual(2);
    const taken = provider.receiver.requests.slice(before);
    expect(taken.map((r) => r.path)).toEqual([`/channels/v1/telegram/${channel.id}/webhook`, `/channels/v1/telegram/${channel.id}/webhook`]);
    const events = taken.map((r) => {
      expect(telegramAdapter.verify({ rawBody: r.rawBody, headers: r.headers, query: {} }, channel)).toEqual({ ok: true });
      return telegramAdapter.parse(JSON.parse(r.rawBody.toString('utf8')), channel);
    });
    expect(events.map((e) => e[0])).toMatchObject([{ client: { clientId: '600', name: 'Ada' }, input: { text: 'first' } }, { input: { text: 'second' } }]);
    // Update ids grow by one per bot (from the clock: a restarted sandbox never repeats one).
    const ids = events.map((e) => Number(e[0]?.providerMessageId));
    expect(ids[1]).toBe(ids[0]! + 1);
  }, 20_000);

  it('posts a tap on a button as a callback query, which the adapter acknowledges', async () => {
    const bot = await newBot();
    const channel = channelOf(bot.token);
    await telegramAdapter.connect!(channel, access());
    const before = provider.receiver.requests.length;
    await post(`/chats/${bot.id}/700/messages`, { text: 'menu' });
    await provider.receiver.reach(before + 1);
    const [part] = telegramAdapter.render(
      [botMessage('m1', 'QUICKREPLY', { text: 'Pick', buttons: [{ id: 'tea', text: 'Tea', type: 'TEXT' }] })],
      { recipient: '700', conversationId: null, publicUrl: 'https://console.example' },
      channel,
    );
    const sent = await telegramAdapter.send(part!, channel, access(), sendContext);
    const messageId = Number(sent.kind === 'sent' ? sent.providerMessageId : NaN);
    expect((await post(`/chats/${bot.id}/700/callbacks`, { messageId, data: 'tea' })).status).toBe(200);
    await provider.receiver.reach(before + 2);
    const [event] = telegramAdapter.parse(JSON.parse(provider.receiver.requests[before + 1]!.rawBody.toString('utf8')), channel);
    expect(event).toMatchObject({ kind: 'message', input: { text: 'Tea', payload: 'tea' } });
    const acknowledge = event?.kind === 'message' ? event.acknowledge : undefined;
    expect(await telegramAdapter.send(acknowledge!, channel, access(), sendContext)).toMatchObject({ kind: 'sent' });
    expect((await chat(bot.id, 700)).answeredCallbackQueries).toBe(1);
  });

  it('serves the phone page and its endpoints to the operator only', async () => {
    await expectPhoneForOperatorOnly(provider.url, 'Create a bot', '/chats/1/1');
  });
});
