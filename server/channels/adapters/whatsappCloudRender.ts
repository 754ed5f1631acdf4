import { readMessage, type ChatButton, type MediaType, type MessageView } from '../../../services/contracts/channels/botMessages';
import type { ChatMessage } from '../../../services/contracts/conversations';
import type { AdapterChannel, OutboundPart, RenderContext } from './channelAdapter';
import { bodyWithoutTrackingParams } from './whatsappCloudTracking';
import { choiceBodies, cut, LIMITS, listMessage, numbered, splitText } from './whatsappCloudChoices';

/**
 * A turn's messages as Cloud API message bodies (POST /{phone-number-id}/messages), one part
 * per Graph call: text split at 4096 characters, media by link, choices as reply buttons, a
 * list or numbered text (whatsappCloudChoices), cards as an image with its caption followed by
 * its buttons, a vote as text with its link. Each part names the conversation message it shows.
 */

type Body = Record<string, unknown>;
const MEDIA_KEY: Record<MediaType, string> = { IMAGE: 'image', VIDEO: 'video', AUDIO: 'audio', FILE: 'document' };
const texts = (text: string): Body[] => splitText(text).map((piece) => ({ type: 'text', text: { body: piece, preview_url: /https?:\/\//.test(piece) } }));

function media(type: MediaType, link: string, caption: string): Body[] {
  const key = MEDIA_KEY[type];
  // Audio carries no caption on WhatsApp: the words follow as text.
  if (type === 'AUDIO') return [{ type: key, [key]: { link } }, ...texts(caption)];
  const fits = [...caption].length <= LIMITS.interactiveBody;
  return [{ type: key, [key]: { link, ...(caption && fits ? { caption } : {}) } }, ...(fits ? [] : texts(caption))];
}

/** The Graph bodies (without recipient) that show one message. */
export function bodiesOf(view: MessageView): Body[] {
  switch (view.kind) {
    case 'text':
      return texts(view.text);
    case 'media':
      return media(view.type, view.link, view.caption);
    case 'quickReply':
      return choiceBodies(view.text, view.buttons);
    case 'cards':
      return view.cards.flatMap((card) => {
        const caption = [card.title, card.subtitle, card.text].filter(Boolean).join('\n');
        const shown = card.image ? media('IMAGE', card.image, caption) : texts(caption);
        return card.buttons.length === 0 ? shown : [...shown, ...choiceBodies(cut(card.title || caption, LIMITS.interactiveBody) || 'Choose:', card.buttons)];
      });
    case 'list': {
      const text = [view.body].filter(Boolean).join('\n') || view.header;
      if (view.rows.length > 0 && view.rows.length <= LIMITS.listRows && [...text].length <= LIMITS.interactiveBody) {
        return [listMessage({ header: view.header, text, button: view.button, sectionTitle: view.sectionTitle, rows: view.rows })];
      }
      return texts(
        numbered(
          [view.header, view.body].filter(Boolean).join('\n'),
          view.rows.map((row) => ({ text: row.description ? `${row.title}: ${row.description}` : row.title })),
        ),
      );
    }
    case 'vote':
      return texts([view.text, view.link].filter(Boolean).join('\n'));
    case 'unsupported':
      return [];
  }
}

/** A link of the console (a path) made absolute: WhatsApp fetches media and opens links from outside. */
const absolute = <T extends string | null>(link: T, base: string): T => (link && link.startsWith('/') ? (`${base.replace(/\/+$/, '')}${link}` as T) : link);

/** The view with every link absolute against the console's public address. */
export function withAbsoluteLinks(view: MessageView, base: string): MessageView {
  const buttons = (list: ChatButton[]) => list.map((b) => ({ ...b, href: absolute(b.href, base) }));
  if (view.kind === 'media') return { ...view, link: absolute(view.link, base) };
  if (view.kind === 'vote') return { ...view, link: absolute(view.link, base) };
  if (view.kind === 'quickReply') return { ...view, buttons: buttons(view.buttons) };
  if (view.kind === 'cards') return { ...view, cards: view.cards.map((card) => ({ ...card, image: absolute(card.image, base), buttons: buttons(card.buttons) })) };
  return view;
}

/**
 * The turn's parts: each Graph body addressed to the end user, numbered within the reply, and
 * with tracking parameters removed from its links when the channel asks for it.
 */
export function whatsappRender(messages: ChatMessage[], context: RenderContext, channel?: Pick<AdapterChannel<'whatsappCloud'>, 'properties'>): OutboundPart[] {
  const clean = channel?.properties.removeTrackingParams === true;
  return messages
    .filter((message) => message.sendBy !== 'CLIENT')
    .flatMap((message) =>
      bodiesOf(withAbsoluteLinks(readMessage(message, context.publicUrl), context.publicUrl)).map((body) => ({
        messageIds: [message.oid],
        body: clean ? bodyWithoutTrackingParams(body) : body,
      })),
    )
    .map(({ messageIds, body }, index) => ({
      messageIds,
      request: { messaging_product: 'whatsapp', recipient_type: 'individual', to: context.recipient, ...body },
      replyPart: index,
    }));
}
