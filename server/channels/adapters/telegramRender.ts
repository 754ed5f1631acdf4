import { readMessage, type ChatCard, type MessageView } from '../../../services/contracts/channels/botMessages';
import type { ChatMessage } from '../../../services/contracts/conversations';
import type { OutboundPart, RenderContext } from './channelAdapter';
import { absoluteLink, keyboardOf } from './telegramKeyboard';
import { joined, mediaCalls, textCalls, type Call } from './telegramCalls';
import { LIST_KEYBOARD_ROWS } from './telegramLimits';

/**
 * A turn's messages as Bot API calls (docs/channels.md has the table): text → sendMessage,
 * media → sendPhoto/sendVideo/sendAudio/sendDocument, buttons → an inline keyboard, a card →
 * a photo with its caption and keyboard, a list → a keyboard of rows (numbered text when
 * longer), a vote → a URL button. Text over 4096 characters goes in several messages, the
 * keyboard on the last; a caption over 1024 goes as text after its media.
 */

export const VOTE_BUTTON = 'Rate this conversation';
export const unsupportedText = (type: string) => `The assistant sent a ${type} message, which this chat cannot show.`;

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
