import { MESSAGE_TYPES, type MessageSettings } from '../../../../services/contracts/modules/message';
import { ASPECT_RATIOS, BUTTON_TYPES, FITS, SELECTION_TYPES, type SelectionSettings } from '../../../../services/contracts/modules/selection';

/**
 * The MESSAGE and SELECTION settings of docs/module-settings.md as the editors show them:
 * read from the typed settings (services/contracts/modules), with every empty field filled
 * in, so an editor never meets a missing value.
 */
export { ASPECT_RATIOS, BUTTON_TYPES, FITS, MESSAGE_TYPES, SELECTION_TYPES };
export type MessageType = (typeof MESSAGE_TYPES)[number];
export type MediaType = Exclude<MessageType, 'TEXT'>;
export type SelectionType = (typeof SELECTION_TYPES)[number];
/** Button Type of the button editor: Link, Button (TEXT), Phone. */
export type ButtonType = (typeof BUTTON_TYPES)[number];
export type AspectRatio = (typeof ASPECT_RATIOS)[number];
export type Fit = (typeof FITS)[number];
export const DEFAULT_ASPECT_RATIO: AspectRatio = '1/1';
export const DEFAULT_FIT: Fit = 'contain';

export type TextMessageSettings = Extract<MessageSettings, { messageType?: 'TEXT' }>;
export type MediaMessageSettings = Exclude<MessageSettings, TextMessageSettings>;
export type QuickReplySettings = Extract<SelectionSettings, { selectionType?: 'QUICKREPLY' }>;
export type CardSettings = Extract<SelectionSettings, { selectionType: 'CARD' }>;
export type ListSettings = Extract<SelectionSettings, { selectionType: 'LIST' }>;

/** A media payload: a plain link, or a link with a caption (images only). */
export type MediaPayload = string | { link: string; caption: string };

/**
 * A reply button (quick reply) or card button. `link` holds the URL of a LINK button,
 * `value` the number of a PHONE button; where a button leads is a connection, not a field.
 */
export type SelectionButton = { id: string; text: string; type: ButtonType; value: string; action: string; link: string };
export type Card = { id: string; title: string; subtitle: string; text: string; image: string; buttons: SelectionButton[] };
export type ListRow = { id: string; listRowId: string; listRowTitle: string; listRowDescription: string };
export type ListSection = { listSectionTitle: string; listCardRow: ListRow[] };

type StoredButton = NonNullable<QuickReplySettings['payloads']>[number];
type StoredCard = NonNullable<CardSettings['payloads']>[number];
type StoredMedia = NonNullable<MediaMessageSettings['payloads']>[number];

export const isTextMessage = (settings: MessageSettings): settings is TextMessageSettings => settings.messageType === undefined || settings.messageType === 'TEXT';

export function messageTypeOf(settings: MessageSettings): MessageType {
  return settings.messageType ?? 'TEXT';
}

/** TEXT alternatives; the empty placeholder a new module starts with is not an alternative. */
export function textAlternativesOf(settings: TextMessageSettings): string[] {
  return (settings.payloads ?? []).filter((s) => s.trim() !== '');
}

const mediaOf = (payload: StoredMedia): MediaPayload => (typeof payload === 'string' ? payload : { link: payload.link, caption: payload.caption ?? '' });

export function mediaPayloadsOf(settings: MediaMessageSettings): MediaPayload[] {
  return (settings.payloads ?? []).map(mediaOf).filter((p) => linkOf(p) !== '');
}

/** How many alternatives or files a message has (what a type change would lose). */
export function payloadCount(settings: MessageSettings): number {
  return isTextMessage(settings) ? textAlternativesOf(settings).length : mediaPayloadsOf(settings).length;
}

export function linkOf(payload: MediaPayload): string {
  return typeof payload === 'string' ? payload : payload.link;
}

export function captionOf(payload: MediaPayload): string {
  return typeof payload === 'string' ? '' : payload.caption;
}

export function selectionTypeOf(settings: SelectionSettings): SelectionType {
  return settings.selectionType ?? 'QUICKREPLY';
}

const buttonOf = (button: StoredButton): SelectionButton => ({
  id: button.id,
  text: button.text ?? '',
  type: button.type ?? 'TEXT',
  value: button.value ?? '',
  action: button.action ?? '',
  link: button.link ?? '',
});

export function quickRepliesOf(settings: QuickReplySettings): SelectionButton[] {
  return (settings.payloads ?? []).map(buttonOf);
}

const cardOf = (card: StoredCard): Card => ({
  id: card.id,
  title: card.title ?? '',
  subtitle: card.subtitle ?? '',
  text: card.text ?? '',
  image: card.image ?? '',
  buttons: (card.buttons ?? []).map(buttonOf),
});

export function cardsOf(settings: CardSettings): Card[] {
  return (settings.payloads ?? []).map(cardOf);
}

export function listSectionOf(settings: ListSettings): ListSection {
  const first = settings.payloads?.[0];
  return {
    listSectionTitle: first?.listSectionTitle ?? '',
    listCardRow: (first?.listCardRow ?? []).map((row) => ({
      id: row.id,
      listRowId: row.listRowId ?? '',
      listRowTitle: row.listRowTitle ?? '',
      listRowDescription: row.listRowDescription ?? '',
    })),
  };
}

export type CardParameters = { aspectRatio: AspectRatio; fit: Fit };

export function cardParametersOf(settings: SelectionSettings): CardParameters {
  return { aspectRatio: settings.parameters?.aspectRatio ?? DEFAULT_ASPECT_RATIO, fit: settings.parameters?.fit ?? DEFAULT_FIT };
}

/** A fresh id for a button, card or row (unique within the flow in practice). */
export function newId(prefix: string): string {
  return `${prefix}-${globalThis.crypto.randomUUID().slice(0, 8)}`;
}

/** A new card button (spec 3.2): type TEXT, a placeholder link and the text 'Text'. */
export function newCardButton(id = newId('b')): SelectionButton {
  return { id, type: 'TEXT', text: 'Text', link: 'https://', value: '', action: '' };
}

export function newCard(id = newId('c')): Card {
  return { id, title: '', subtitle: '', text: '', image: '', buttons: [newCardButton()] };
}

export function newQuickReply(label: string, id = newId('b')): SelectionButton {
  return { id, type: 'TEXT', text: label, value: '', action: '', link: '' };
}

export function newListRow(title: string, id = newId('r')): ListRow {
  return { id, listRowId: id, listRowTitle: title, listRowDescription: '' };
}
