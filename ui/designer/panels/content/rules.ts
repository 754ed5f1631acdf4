import { TEXT_ALTERNATIVE_MAX } from '../../../../services/contracts/modules/message';
import { LIST_LIMITS, type SelectionSettings } from '../../../../services/contracts/modules/selection';
import type { ButtonType, Card, MediaPayload, MessageType, SelectionButton, SelectionType } from './model';
import { linkOf, newId } from './model';

/** The file checks of spec 5.2 and 9 live beside the upload machine that runs them. */
export { ALLOWED_FORMATS, MAX_INLINE_BYTES, MAX_UPLOAD_BYTES, acceptFor, extensionOf, fileError, imageSizeError, mediaFileTexts } from '../../../../machines/designer/mediaFile';

/**
 * The validation rules of the MESSAGE and SELECTION panels (spec 03 sections 5.2 and 9),
 * as pure functions answering with a text (a key of the panelsContent namespace) or null.
 */
export type RuleText = { key: string; values?: Record<string, string | number> };

export const contentTexts = {
  invalidUrl: 'panelsContent.errors.invalidUrl',
  textTooLong: 'panelsContent.errors.textTooLong',
  captionNoImage: 'panelsContent.errors.captionNoImage',
  captionManyImages: 'panelsContent.errors.captionManyImages',
  invalidPhone: 'panelsContent.errors.invalidPhone',
  tooLong: 'panelsContent.errors.tooLong',
} as const;

/** Spec 9: a text alternative has at most 2000 characters. */
export const MAX_TEXT_ALTERNATIVE = TEXT_ALTERNATIVE_MAX;
const LINK_PREFIX = 'https://';

/** Spec 5.2: a link starts with https:// (and has something after it) or with '#' (a parameter). */
export function linkError(link: string): RuleText | null {
  if (link.startsWith('#') && link.length > 1) return null;
  if (link.startsWith(LINK_PREFIX) && link.length > LINK_PREFIX.length && !/\s/.test(link)) return null;
  return { key: contentTexts.invalidUrl };
}

/**
 * Spec 5.2: typing the first character into an empty link field prepends 'https://'
 * (not before '#', and not when a whole address is pasted).
 */
export function typedLink(previous: string, next: string): string {
  if (previous !== '' || next === '') return next;
  if (next.startsWith('#') || /^https?:\/\//i.test(next)) return next;
  return `${LINK_PREFIX}${next}`;
}

export function textAlternativeError(text: string): RuleText | null {
  return text.length > MAX_TEXT_ALTERNATIVE ? { key: contentTexts.textTooLong, values: { max: MAX_TEXT_ALTERNATIVE } } : null;
}

/** Spec 5.2: a caption needs exactly one image. */
export function captionError(payloads: readonly MediaPayload[]): RuleText | null {
  if (payloads.length === 0) return { key: contentTexts.captionNoImage };
  if (payloads.length > 1) return { key: contentTexts.captionManyImages };
  return null;
}

/** Spec 5.2: an empty caption turns the payload back into a plain link. */
export function withCaption(payload: MediaPayload, caption: string): MediaPayload {
  const link = linkOf(payload);
  return caption.trim() === '' ? link : { link, caption };
}

/** A phone button's number, entered like +90XXXXXXXXXX: '+', country code and number, 8 to 15 digits. */
export function phoneError(phone: string): RuleText | null {
  return /^\+[1-9]\d{7,14}$/.test(phone) ? null : { key: contentTexts.invalidPhone };
}

export function lengthError(value: string, max: number): RuleText | null {
  return value.length > max ? { key: contentTexts.tooLong, values: { max, count: value.length } } : null;
}

/** Spec 9: the limits of a list message. */
export { LIST_LIMITS };

/** Spec 4.2: changing the message type asks first when there is something to lose. */
export function messageTypeChangeNeedsConfirmation(current: MessageType, next: MessageType, payloadCount: number): boolean {
  return current !== next && payloadCount > 0;
}

/** Spec 4.2: changing the selection type asks first when the module has payloads or a template message. */
export function selectionTypeChangeNeedsConfirmation(settings: SelectionSettings): boolean {
  const hasPayloads = (settings.payloads ?? []).length > 0;
  const template = settings.templateMessageId;
  return hasPayloads || (typeof template === 'string' ? template !== '' : template !== undefined);
}

/** Spec 4.2: changing a button's type clears its value (the link or phone number of the old type). */
export function withButtonType(button: SelectionButton, type: ButtonType): SelectionButton {
  return button.type === type ? button : { ...button, type, value: '', link: '' };
}

/** The error of a button's type-specific field, if any (LINK: 'Invalid url'; PHONE: +90XXXXXXXXXX). */
export function buttonError(button: SelectionButton): RuleText | null {
  if (button.type === 'LINK') return linkError(button.link);
  if (button.type === 'PHONE') return phoneError(button.value);
  return null;
}

/** Spec 2.4: a copied card is a new card (new ids for it and its buttons) with the same contents. */
export function copyOfCard(card: Card, idFor: (prefix: string) => string = newId): Card {
  return { ...card, id: idFor('c'), buttons: card.buttons.map((b) => ({ ...b, id: idFor('b') })) };
}

/**
 * Spec 4.2: a new selection type starts with empty payloads (a list with one empty
 * section) and without the template message; other fields are kept for a way back.
 */
export function settingsForSelectionType(settings: SelectionSettings, selectionType: SelectionType): SelectionSettings {
  const { templateMessageId: _dropped, ...kept } = settings;
  if (selectionType === 'LIST') return { ...kept, selectionType, payloads: [{ listSectionTitle: '', listCardRow: [] }] };
  return selectionType === 'CARD' ? { ...kept, selectionType, payloads: [] } : { ...kept, selectionType, payloads: [] };
}

/** Moves the items with `keys` before or after the item `target` (drag to reorder), keeping their order. */
export function reordered<T extends { id: string }>(items: readonly T[], keys: ReadonlySet<string>, target: string, position: 'before' | 'after'): T[] {
  if (keys.has(target)) return [...items];
  const moving = items.filter((item) => keys.has(item.id));
  const rest = items.filter((item) => !keys.has(item.id));
  const at = rest.findIndex((item) => item.id === target);
  if (at < 0) return [...items];
  const index = position === 'before' ? at : at + 1;
  return [...rest.slice(0, index), ...moving, ...rest.slice(index)];
}
