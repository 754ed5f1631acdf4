import { readMessage, type ChatButton, type MessageView } from '../../../services/contracts/channels/botMessages';
import type { LineMessage } from '../../../services/contracts/channels/lineWebhook';
import type { ChatMessage } from '../../../services/contracts/conversations';
import type { OutboundPart, RenderContext } from './channelAdapter';
import { choicesOf, numberedLines, quickReplyOf } from './lineChoices';
import { LINE_LIMITS, splitText } from './lineLimits';
import { absoluteLink } from './telegramKeyboard';

/**
 * A turn's messages as LINE message objects (docs/channels-line.md has the table): text →
 * text, an https image → image (its caption as text after it), other media → their words and
 * link as text (LINE's video and audio need a preview and a duration the assistant does not
 * give), choices → quick replies on the message's last object (numbered lines past 13), a
 * card → its image and its words, link and phone buttons → lines of the text. Objects go five
 * to a call; the first call answers with the message's reply token, the others are pushed.
 */

export const VOTE_TEXT = 'Rate this conversation';
export const EMPTY_TEXT = '…';
export const unsupportedText = (type: string) => `The assistant sent a ${type} message, which this chat cannot show.`;

const joined = (...texts: string[]) =>
  texts
    .map((t) => t.trim())
    .filter(Boolean)
    .join('\n\n');

const isHttps = (link: string) => link.startsWith('https://');

function linkLines(buttons: ChatButton[], publicUrl: string): string[] {
  return buttons.flatMap((b) => {
    if (b.kind === 'URL' && b.href) return [`${b.text.trim() || b.href}: ${absoluteLink(b.href, publicUrl)}`];
    if (b.kind === 'PHONE' && b.href) return [[b.text.trim(), b.href.replace(/^tel:/, '')].filter(Boolean).join(': ')];
    return [];
  });
}

const texts = (text: string): LineMessage[] => (text.trim() ? splitText(text.trim(), LINE_LIMITS.text).map((piece) => ({ type: 'text' as const, text: piece })) : []);

function image(link: string): LineMessage {
  return { type: 'image', originalContentUrl: link, previewImageUrl: link };
}

/** The objects of one message, before its choices are added. */
function objectsOf(view: MessageView, publicUrl: string): LineMessage[] {
  switch (view.kind) {
    case 'text':
      return texts(view.text);
    case 'media': {
      const link = absoluteLink(view.link, publicUrl);
      if (view.type === 'IMAGE' && isHttps(link)) return [image(link), ...texts(view.caption)];
      return texts(joined(view.caption, link));
    }
    case 'quickReply':
      return texts(joined(view.text, linkLines(view.buttons, publicUrl).join('\n')));
    case 'cards':
      return view.cards.flatMap((card) => {
        const picture = card.image ? absoluteLink(card.image, publicUrl) : null;
        const words = joined(card.title, card.subtitle, card.text, linkLines(card.buttons, publicUrl).join('\n'));
        return [...(picture && isHttps(picture) ? [image(picture)] : []), ...texts(words)];
      });
    case 'list':
      return texts(joined(view.header, view.body, view.sectionTitle));
    case 'vote':
      return texts(joined(view.text, view.link ? `${VOTE_TEXT}: ${absoluteLink(view.link, publicUrl)}` : ''));
    case 'unsupported':
      return texts(unsupportedText(view.type));
  }
}

/** One message's objects with its choices: quick replies on the last object (a text one made when needed), or numbered lines. */
export function lineMessagesOf(view: MessageView, publicUrl: string): LineMessage[] {
  const objects = objectsOf(view, publicUrl);
  const choices = choicesOf(view);
  if (choices.length === 0) return objects;
  const quickReply = quickReplyOf(choices);
  if (!quickReply) return [...objects, ...texts(numberedLines(choices).join('\n'))];
  const last = objects.at(-1);
  if (!last || last.type !== 'text') return [...objects, { type: 'text', text: EMPTY_TEXT, quickReply }];
  return [...objects.slice(0, -1), { ...last, quickReply }];
}

/** The parts of a turn, in order, five objects each: the first carries the reply token (lineSend.ts decides whether it is still fresh). */
export function renderLine(messages: ChatMessage[], context: RenderContext): OutboundPart[] {
  const objects = messages.flatMap((message) => lineMessagesOf(readMessage(message, context.publicUrl), context.publicUrl).map((object) => ({ oid: message.oid, object })));
  const token = context.answerWith?.kind === 'line' ? context.answerWith : undefined;
  const parts: OutboundPart[] = [];
  for (let at = 0; at < objects.length; at += LINE_LIMITS.messagesPerCall) {
    const chunk = objects.slice(at, at + LINE_LIMITS.messagesPerCall);
    const reply = at === 0 && token ? { replyToken: token.token, usableUntil: token.usableUntil } : {};
    parts.push({ messageIds: [...new Set(chunk.map((c) => c.oid))], request: { to: context.recipient, messages: chunk.map((c) => c.object), ...reply } });
  }
  return parts;
}
