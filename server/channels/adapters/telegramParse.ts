import { HttpError } from '../../http/errors';
import { telegramUpdate, type CallbackQuery, type TelegramMessage, type TelegramUser } from '../../../services/contracts/channels/telegramUpdate';
import type { UserInput } from '../../../machines/flow/parameters';
import type { InboundClient, InboundEventOf } from './channelAdapter';
import { CALLBACK_FALLBACK_MARKER } from './telegramKeyboard';

/**
 * An authenticated Update as the channel layer's events: a message the person wrote or sent
 * (text, photo, file, video, audio, location, contact) or a button they tapped. The Update's
 * update_id, which Telegram repeats when it delivers again, is the message id. Files stay at
 * Telegram (their address carries the bot token): the input names them by caption or file name.
 * Updates of other kinds (edits, channel posts...) carry nothing to answer.
 */

function clientOf(chatId: number, from: TelegramUser | undefined, phone?: string): InboundClient {
  return {
    clientId: String(chatId),
    ...(from ? { name: from.first_name } : {}),
    ...(from?.last_name ? { surname: from.last_name } : {}),
    ...(phone ? { phone } : {}),
  };
}

function inputOf(message: TelegramMessage): UserInput | null {
  const caption = message.caption ?? '';
  if (message.text !== undefined) return { text: message.text, messageType: 'TEXT' };
  if (message.photo?.length) return { text: caption, messageType: 'IMAGE' };
  if (message.video) return { text: caption || (message.video.file_name ?? ''), messageType: 'VIDEO' };
  if (message.audio ?? message.voice) return { text: caption || (message.audio?.file_name ?? ''), messageType: 'AUDIO' };
  if (message.document) return { text: caption || (message.document.file_name ?? ''), messageType: 'FILE' };
  if (message.location) return { text: `${message.location.latitude},${message.location.longitude}`, messageType: 'LOCATION' };
  if (message.contact) return { text: message.contact.phone_number, messageType: 'TEXT' };
  return null;
}

/** The text of the tapped button, read from the keyboard of the message it was on. */
function buttonText(query: CallbackQuery): string | undefined {
  for (const row of query.message?.reply_markup?.inline_keyboard ?? []) for (const button of row) if (button.callback_data === query.data) return button.text;
  return undefined;
}

function tapOf(updateId: number, query: CallbackQuery): InboundEventOf<'telegram'> {
  const data = query.data ?? '';
  const text = buttonText(query) ?? (data.startsWith(CALLBACK_FALLBACK_MARKER) ? '' : data);
  const input: UserInput = data === '' || data.startsWith(CALLBACK_FALLBACK_MARKER) ? { text, messageType: 'TEXT' } : { text, messageType: 'TEXT', payload: data };
  return {
    kind: 'message',
    providerMessageId: String(updateId),
    client: clientOf(query.message?.chat.id ?? query.from.id, query.from),
    input,
    acknowledge: { messageIds: [], request: { method: 'answerCallbackQuery', body: { callback_query_id: query.id } } },
  };
}

export function parseTelegramUpdate(body: unknown): InboundEventOf<'telegram'>[] {
  const parsed = telegramUpdate.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? ` at ${issue.path.join('.')}` : '';
    throw new HttpError(400, `The Telegram update is not valid${where}: ${issue?.message ?? 'unreadable'}.`);
  }
  const update = parsed.data;
  if (update.callback_query) return [tapOf(update.update_id, update.callback_query)];
  const message = update.message;
  const input = message ? inputOf(message) : null;
  if (!message || !input) return [];
  const ownContact = message.contact && message.contact.user_id !== undefined && message.contact.user_id === message.from?.id ? message.contact.phone_number : undefined;
  return [{ kind: 'message', providerMessageId: String(update.update_id), client: clientOf(message.chat.id, message.from, ownContact), input }];
}
