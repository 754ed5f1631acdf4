import { z } from 'zod';
import { telegramMessages } from '../../../services/contracts/channels/telegram';
import { TELEGRAM_ALLOWED_UPDATES } from '../../../services/contracts/channels/telegramUpdate';
import { webhookAddress, type ChannelAdapter } from './channelAdapter';
import { callBotApi, sendResultOfBotApi } from './telegramApi';
import { parseTelegramUpdate } from './telegramParse';
import { renderTelegram } from './telegramRender';
import { telegramSecretMatches, telegramWebhookSecret } from './telegramSecret';

/**
 * Telegram bots over the Bot API (core.telegram.org/bots/api): Telegram posts each Update to
 * the channel's webhook with the secret setWebhook named; replies are Bot API calls.
 */

const SECRET_HEADER = 'x-telegram-bot-api-secret-token';

/** What a queued part asks: one Bot API method this adapter makes, with its JSON body. */
const queuedCall = z.object({
  method: z.enum(['sendMessage', 'sendPhoto', 'sendDocument', 'sendVideo', 'sendAudio', 'answerCallbackQuery']),
  body: z.record(z.string(), z.unknown()),
});

const botUser = z.looseObject({ id: z.number(), is_bot: z.boolean(), username: z.string() });

export const telegramAdapter: ChannelAdapter<'telegram'> = {
  kind: 'telegram',

  verify(request, channel) {
    const expected = telegramWebhookSecret(channel.properties.telegramBotToken, channel.id);
    if (telegramSecretMatches(request.headers[SECRET_HEADER], expected)) return { ok: true };
    return { ok: false, status: 401, message: 'The webhook secret of this Telegram channel is missing or wrong.' };
  },

  parse: (body) => parseTelegramUpdate(body),

  render: (messages, context) => renderTelegram(messages, context),

  async send(part, channel, access) {
    const call = queuedCall.safeParse(part.request);
    if (!call.success) return { kind: 'failed', reason: 'The queued Telegram call is not one this channel makes.' };
    return sendResultOfBotApi(await callBotApi(access, channel.properties.telegramBotToken, call.data.method, call.data.body));
  },

  async connect(channel, access) {
    const token = channel.properties.telegramBotToken;
    const me = await callBotApi(access, token, 'getMe', {});
    const bot = me.kind === 'ok' ? botUser.safeParse(me.result) : undefined;
    if (!bot?.success) return { ok: false, message: telegramMessages.createFailed };
    const webhook = await callBotApi(access, token, 'setWebhook', {
      url: webhookAddress(access.publicUrl, 'telegram', channel.id),
      secret_token: telegramWebhookSecret(token, channel.id),
      allowed_updates: TELEGRAM_ALLOWED_UPDATES,
      drop_pending_updates: false,
    });
    if (webhook.kind !== 'ok') return { ok: false, message: telegramMessages.createFailed };
    return { ok: true, properties: { telegramBotUsername: bot.data.username } };
  },

  /** Telegram stops posting to the deleted channel. */
  async disconnect(channel, access) {
    const answer = await callBotApi(access, channel.properties.telegramBotToken, 'deleteWebhook', { drop_pending_updates: false });
    return answer.kind === 'ok' ? { ok: true } : { ok: false, reason: answer.reason };
  },
};
