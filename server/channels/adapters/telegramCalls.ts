import type { MediaType } from '../../../services/contracts/channels/botMessages';
import type { InlineKeyboardMarkup } from '../../../services/contracts/channels/telegramUpdate';
import { splitText, TELEGRAM_LIMITS } from './telegramLimits';

/**
 * The Bot API calls that carry text and media within Telegram's limits: text over 4096
 * characters in several messages (the keyboard on the last), a caption over 1024 as text after
 * its media.
 */

/** The text a message with buttons carries when it has none of its own (Telegram sends no empty message). */
export const EMPTY_TEXT = '…';

export type Call = { method: string; body: Record<string, unknown> };

const MEDIA_METHODS: Record<MediaType, { method: string; field: string }> = {
  IMAGE: { method: 'sendPhoto', field: 'photo' },
  VIDEO: { method: 'sendVideo', field: 'video' },
  AUDIO: { method: 'sendAudio', field: 'audio' },
  FILE: { method: 'sendDocument', field: 'document' },
};

export const joined = (...texts: string[]) =>
  texts
    .map((t) => t.trim())
    .filter(Boolean)
    .join('\n\n');

/** Text messages (split at the limit), the keyboard on the last one; nothing for empty text without a keyboard. */
export function textCalls(chatId: string, text: string, markup?: InlineKeyboardMarkup): Call[] {
  if (!text.trim() && !markup) return [];
  const pieces = splitText(text.trim() || EMPTY_TEXT, TELEGRAM_LIMITS.text);
  return pieces.map((piece, i) => ({ method: 'sendMessage', body: { chat_id: chatId, text: piece, ...(markup && i === pieces.length - 1 ? { reply_markup: markup } : {}) } }));
}

/** A media message with its caption, or without it followed by the caption as text when the caption is too long. */
export function mediaCalls(chatId: string, type: MediaType, link: string, caption: string, markup?: InlineKeyboardMarkup): Call[] {
  const { method, field } = MEDIA_METHODS[type];
  const body = { chat_id: chatId, [field]: link };
  if (caption.trim().length <= TELEGRAM_LIMITS.caption) {
    return [{ method, body: { ...body, ...(caption.trim() ? { caption: caption.trim() } : {}), ...(markup ? { reply_markup: markup } : {}) } }];
  }
  return [{ method, body }, ...textCalls(chatId, caption, markup)];
}
