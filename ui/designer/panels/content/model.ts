import { z } from 'zod';

/**
 * The MESSAGE and SELECTION settings of docs/module-settings.md, read leniently from the
 * stored (untyped) settings: a missing or malformed field becomes its empty value, so a
 * panel never crashes on an old or hand-edited flow.
 */
export const MESSAGE_TYPES = ['TEXT', 'IMAGE', 'FILE', 'AUDIO', 'VIDEO', 'STICKER'] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];
export type MediaType = Exclude<MessageType, 'TEXT'>;

export const SELECTION_TYPES = ['QUICKREPLY', 'CARD', 'LIST'] as const;
export type SelectionType = (typeof SELECTION_TYPES)[number];

/** Button Type of the button editor: Link, Button (TEXT), Phone. */
export const BUTTON_TYPES = ['LINK', 'TEXT', 'PHONE'] as const;
export type ButtonType = (typeof BUTTON_TYPES)[number];

export const ASPECT_RATIOS = ['1/1', '3/4', '9/16', '4/3'] as const;
export const FITS = ['cover', 'contain', 'fill', 'none', 'scale-down'] as const;
export type AspectRatio = (typeof ASPECT_RATIOS)[number];
export type Fit = (typeof FITS)[number];
export const DEFAULT_ASPECT_RATIO: AspectRatio = '1/1';
export const DEFAULT_FIT: Fit = 'contain';

const text = z.string().catch('');

/** A media payload: a plain link, or a link with a caption (images only). */
export const mediaPayload = z.union([z.string(), z.object({ link: z.string(), caption: z.string().catch('') })]);
export type MediaPayload = z.infer<typeof mediaPayload>;

/**
 * A reply button (quick reply) or card button. `link` holds the URL of a LINK button,
 * `value` the number of a PHONE button; where a button leads is a connection, not a field.
 */
export const selectionButton = z.object({
  id: z.string().min(1),
  text,
  type: z.enum(BUTTON_TYPES).catch('TEXT'),
  value: text,
  action: text,
  link: text,
});
export type SelectionButton = z.infer<typeof selectionButton>;

export const card = z.object({
  id: z.string().min(1),
  title: text,
  subtitle: text,
  text,
  image: text,
  buttons: z.array(selectionButton).catch([]),
});
export type Card = z.infer<typeof card>;

export const listRow = z.object({
  id: z.string().min(1),
  listRowId: text,
  listRowTitle: text,
  listRowDescription: text,
});
export type ListRow = z.infer<typeof listRow>;

export const listSection = z.object({ listSectionTitle: text, listCardRow: z.array(listRow).catch([]) });
export type ListSection = z.infer<typeof listSection>;

/** Keeps the entries of a stored list that parse, drops the rest. */
function entries<T>(schema: z.ZodType<T>, value: unknown): T[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    const parsed = schema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

type Settings = Record<string, unknown>;

export function messageTypeOf(settings: Settings): MessageType {
  const type = settings['messageType'];
  return MESSAGE_TYPES.find((t) => t === type) ?? 'TEXT';
}

/** TEXT alternatives; the empty placeholder a new module starts with is not an alternative. */
export function textAlternativesOf(settings: Settings): string[] {
  return entries(z.string(), settings['payloads']).filter((s) => s.trim() !== '');
}

export function mediaPayloadsOf(settings: Settings): MediaPayload[] {
  return entries(mediaPayload, settings['payloads']).filter((p) => linkOf(p) !== '');
}

export function linkOf(payload: MediaPayload): string {
  return typeof payload === 'string' ? payload : payload.link;
}

export function captionOf(payload: MediaPayload): string {
  return typeof payload === 'string' ? '' : payload.caption;
}

export function selectionTypeOf(settings: Settings): SelectionType {
  const type = settings['selectionType'];
  return SELECTION_TYPES.find((t) => t === type) ?? 'QUICKREPLY';
}

export function quickRepliesOf(settings: Settings): SelectionButton[] {
  return entries(selectionButton, settings['payloads']);
}

export function cardsOf(settings: Settings): Card[] {
  return entries(card, settings['payloads']);
}

export function listSectionOf(settings: Settings): ListSection {
  const first = Array.isArray(settings['payloads']) ? settings['payloads'][0] : undefined;
  const parsed = listSection.safeParse(first);
  return parsed.success ? parsed.data : { listSectionTitle: '', listCardRow: [] };
}

export function stringOf(settings: Settings, key: string): string {
  const value = settings[key];
  return typeof value === 'string' ? value : '';
}

export type CardParameters = { aspectRatio: AspectRatio; fit: Fit };

export function cardParametersOf(settings: Settings): CardParameters {
  const parameters = (settings['parameters'] ?? {}) as Record<string, unknown>;
  return {
    aspectRatio: ASPECT_RATIOS.find((r) => r === parameters['aspectRatio']) ?? DEFAULT_ASPECT_RATIO,
    fit: FITS.find((f) => f === parameters['fit']) ?? DEFAULT_FIT,
  };
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
