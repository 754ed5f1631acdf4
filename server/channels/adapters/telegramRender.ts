import { readMessage, type ChatCard, type MediaType, type MessageView } from '../../../services/contracts/channels/botMessages';
import type { InlineKeyboardMarkup } from '../../../services/contracts/channels/telegramUpdate';
import type { ChatMessage } from '../../../services/contracts/conversations';
import type { OutboundPart, RenderContext } from './channelAdapter';
import { absoluteLink, keyboardOf } from './telegramKeyboard';
import { LIST_KEYBOARD_ROWS, splitText, TELEGRAM_LIMITS } from './telegramLimits';

/**
 * A turn's messages as Bot API calls (docs/channels.md has the table): text → sendMessage,
 * media → sendPhoto/sendVideo/sendAudio/sendDocument, buttons → an inline keyboard, a card →
 * a photo with its caption and keyboard, a list → a keyboard of rows (numbered text when
 * longer), a vote → a URL button. Text over 4096 characters goes in several messages, the
 * keyboard on the last; a caption over 1024 goes as text after its media.
 */

/** The text a message with buttons carries when it has none of its own (Telegram sends no empty message). */
export const EMPTY_TEXT = '…';
export const VOTE_BUTTON = 'Rate this conversation';
export const unsupportedText = (type: string) => `The assistant sent a ${type} message, which this chat cannot show.`;

type Call = { method: string; body: Record<string, unknown> };

const MEDIA_METHODS: Record<MediaType, { method: string; field: string }> = {
  IMAGE: { method: 'sendPhoto', field: 'photo' },
  VIDEO: { method: 'sendVideo', field: 'video' },
  AUDIO: { method: 'sendAudio', field: 'audio' },
  FILE: { method: 'sendDocument', field: 'document' },
};

const joined = (...texts: string[]) => texts.map((t) => t.trim()).filter(Boolean).join('\n\n');

/** Text messages (split at the limit), the keyboard on the last one; nothing for empty text without a keyboard. */
function textCalls(chatId: string, text: string, markup?: InlineKeyboardMarkup): Call[] {
  if (!text.trim() && !markup) return [];
  const pieces = splitText(text.trim() || EMPTY_TEXT, TELEGRAM_LIMITS.text);
  return pieces.map((piece, i) => ({ method: 'sendMessage', body: { chat_id: chatId, text: piece, ...(markup && i === pieces.length - 1 ? { reply_markup: markup } : {}) } }));
}

/** A media message with its caption, or without it followed by the caption as text when the caption is too long. */
function mediaCalls(chatId: string, type: MediaType, link: string, caption: string, markup?: InlineKeyboardMarkup): Call[] {
  const { method, field } = MEDIA_METHODS[type];
  const body = { chat_id: chatId, [field]: link };
  if (caption.trim().length <= TELEGRAM_LIMITS.caption) {
    return [{ method, body: { ...body, ...(caption.trim() ? { caption: caption.trim() } : {}), ...(markup ? { reply_markup: markup } : {}) } }];
  }
  return [{ method, body }, ...textCalls(chatId, caption, markup)];
}

function cardCalls(chatId: string, card: ChatCard, publicUrl: string): Call[] {
  const { markup, phoneLines } = keyboardOf(card.buttons, publicUrl);
  const caption = joined(card.title, card.subtitle, card.text, phoneLines.join('\n'));
  if (card.image) return mediaCalls(chatId, 'IMAGE', absoluteLink(card.image, publicUrl), caption, markup);
  return textCalls(chatId, caption, markup);
}

function listCalls(chatId: string, view: Extract<MessageView, { kind: 'list' }>): Call[] {
  const rows = view.rows.filter((row) => row.title.trim());
  const intro = joined(view.header, view.body, view.sectionTitle);
  if (rows.length > LIST_KEYBOARD_ROWS) {
    const numbered = rows.map((row, i) => `${i + 1}. ${row.title.trim()}${row.description.trim() ? ` — ${row.description.trim()}` : ''}`);
    return textCalls(chatId, joined(intro, numbered.join('\n')));
  }
  const buttons = rows.map((row) => ({ id: row.id, text: row.title, kind: 'TEXT' as const, href: null }));
  return textCalls(chatId, intro, keyboardOf(buttons, '').markup);
}

function callsOf(view: MessageView, context: RenderContext): Call[] {
  const chatId = context.recipient;
  switch (view.kind) {
    case 'text':
      return textCalls(chatId, view.text);
    case 'media':
      return mediaCalls(chatId, view.type, absoluteLink(view.link, context.publicUrl), view.caption);
    case 'quickReply': {
      const { markup, phoneLines } = keyboardOf(view.buttons, context.publicUrl);
      return textCalls(chatId, joined(view.text, phoneLines.join('\n')), markup);
    }
    case 'cards':
      return view.cards.flatMap((card) => cardCalls(chatId, card, context.publicUrl));
    case 'list':
      return listCalls(chatId, view);
    case 'vote': {
      const markup = view.link ? { inline_keyboard: [[{ text: VOTE_BUTTON, url: absoluteLink(view.link, context.publicUrl) }]] } : undefined;
      return textCalls(chatId, view.text, markup);
    }
    case 'unsupported':
      return textCalls(chatId, unsupportedText(view.type));
  }
}

/** The parts of a turn, in order: each names the message it shows. */
export function renderTelegram(messages: ChatMessage[], context: RenderContext): OutboundPart[] {
  return messages.flatMap((message) => callsOf(readMessage(message, context.publicUrl), context).map((request) => ({ messageIds: [message.oid], request })));
}
