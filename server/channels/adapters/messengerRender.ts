import { readMessage, type ChatButton, type MessageView } from '../../../services/contracts/channels/botMessages';
import type { MessengerOutboundMessage } from '../../../services/contracts/channels/messengerWebhook';
import type { ChatMessage } from '../../../services/contracts/conversations';
import type { OutboundPart, RenderContext } from './channelAdapter';
import { choicesOf } from './lineChoices';
import { splitText } from './lineLimits';
import { EMPTY_TEXT, unsupportedText, VOTE_TEXT } from './lineRender';
import { asNumbered, numberedLines, quickRepliesOf } from './messengerChoices';
import { absoluteLink } from './telegramKeyboard';

/**
 * A turn's messages as Send API calls (POST /me/messages, one message each): text (split at the
 * kind's limit), an https image as an image attachment (its caption as text after it), other
 * media, links and phone buttons as lines of text, choices as quick replies on the message's
 * last text (numbered lines when they do not fit). A turn that hands the conversation over, on a
 * channel with a handover receiver, ends with passing the thread to it (pass_thread_control).
 */

export type MessengerCall = { endpoint: 'messages' | 'pass_thread_control'; body: Record<string, unknown> };
export const HANDOVER_METADATA = 'The assistant handed this conversation over.';

const joined = (...texts: string[]) =>
  texts
    .map((t) => t.trim())
    .filter(Boolean)
    .join('\n\n');

function linkLines(buttons: ChatButton[], publicUrl: string): string {
  return buttons
    .flatMap((b) => {
      if (b.kind === 'URL' && b.href) return [`${b.text.trim() || b.href}: ${absoluteLink(b.href, publicUrl)}`];
      if (b.kind === 'PHONE' && b.href) return [[b.text.trim(), b.href.replace(/^tel:/, '')].filter(Boolean).join(': ')];
      return [];
    })
    .join('\n');
}

function objectsOf(view: MessageView, publicUrl: string, textMax: number): MessengerOutboundMessage[] {
  const texts = (text: string): MessengerOutboundMessage[] => (text.trim() ? splitText(text.trim(), textMax).map((piece) => ({ text: piece })) : []);
  const image = (link: string): MessengerOutboundMessage[] => (link.startsWith('https://') ? [{ attachment: { type: 'image', payload: { url: link, is_reusable: true } } }] : []);
  switch (view.kind) {
    case 'text':
      return texts(view.text);
    case 'media': {
      const link = absoluteLink(view.link, publicUrl);
      const shown = view.type === 'IMAGE' ? image(link) : [];
      return shown.length ? [...shown, ...texts(view.caption)] : texts(joined(view.caption, link));
    }
    case 'quickReply':
      return texts(joined(view.text, linkLines(view.buttons, publicUrl)));
    case 'cards':
      return view.cards.flatMap((card) => {
        const picture = card.image ? image(absoluteLink(card.image, publicUrl)) : [];
        return [...picture, ...texts(joined(card.title, card.subtitle, card.text, linkLines(card.buttons, publicUrl)))];
      });
    case 'list':
      return texts(joined(view.header, view.body, view.sectionTitle));
    case 'vote':
      return texts(joined(view.text, view.link ? `${VOTE_TEXT}: ${absoluteLink(view.link, publicUrl)}` : ''));
    case 'unsupported':
      return texts(unsupportedText(view.type));
  }
}

/** One message's Send API messages with its choices: quick replies on its last text (one made when needed), or numbered lines. */
export function messengerMessagesOf(view: MessageView, publicUrl: string, textMax: number): MessengerOutboundMessage[] {
  const objects = objectsOf(view, publicUrl, textMax);
  const choices = choicesOf(view);
  if (choices.length === 0) return objects;
  if (asNumbered(choices)) return [...objects, ...splitText(numberedLines(choices).join('\n'), textMax).map((text) => ({ text }))];
  const quick_replies = quickRepliesOf(choices);
  const last = objects.at(-1);
  if (!last || last.text === undefined) return [...objects, { text: EMPTY_TEXT, quick_replies }];
  return [...objects.slice(0, -1), { ...last, quick_replies }];
}

export function renderMessenger(messages: ChatMessage[], context: RenderContext, options: { textMax: number; receiverId: string | undefined }): OutboundPart[] {
  const recipient = { id: context.recipient };
  const parts: OutboundPart[] = messages
    .filter((message) => message.sendBy !== 'CLIENT')
    .flatMap((message) =>
      messengerMessagesOf(readMessage(message, context.publicUrl), context.publicUrl, options.textMax).map((shown) => {
        const call: MessengerCall = { endpoint: 'messages', body: { recipient, messaging_type: 'RESPONSE', message: shown } };
        return { messageIds: [message.oid], request: call };
      }),
    );
  if (context.handedOver && options.receiverId) {
    const call: MessengerCall = { endpoint: 'pass_thread_control', body: { recipient, target_app_id: options.receiverId, metadata: HANDOVER_METADATA } };
    parts.push({ messageIds: [], request: call });
  }
  return parts;
}
