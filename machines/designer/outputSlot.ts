import type { FlowConnection } from '../../services/contracts/flow';

/**
 * An output (slot) of a module on the canvas and the connection fields it stores: what the
 * slot table (slots.ts) and each module type's own slots (modules/<type>.ts) are made of.
 */

/** The fields that tell which slot a connection belongs to. */
export type SlotMatch = Pick<FlowConnection, 'optionID' | 'cardID' | 'buttonID' | 'intent'>;

/** Slots whose label is a fixed text of the interface (translated by the canvas). */
export type FixedSlotLabel = 'next' | 'fallback' | 'messageLimit' | 'returnAsParameter' | 'personalization' | 'paymentSucceed' | 'paymentFailed' | 'noStock';

export type SlotKind = 'next' | 'fallback' | 'option' | 'card' | 'cardButton' | 'intent';

export type OutputSlot = {
  /** The Rete output key, unique within the module. */
  key: string;
  kind: SlotKind;
  /** The button, card, row, intent or condition text (already truncated); null for fixed slots. */
  text: string | null;
  /** Set for fixed slots: which interface text labels it. */
  fixed?: FixedSlotLabel;
  /** The connection fields this slot stores (none for next and fallback). */
  match: SlotMatch;
};

/** Spec 9: labels are truncated at 30 characters (29 plus an ellipsis). */
export const LABEL_MAX = 30;

export function truncateLabel(text: string, max = LABEL_MAX): string {
  const chars = Array.from(text.trim());
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : chars.join('');
}

/** An option's output ({ optionID }), labelled with its text. */
export const optionSlot = (optionID: string, text: string): OutputSlot => ({ key: `option:${optionID}`, kind: 'option', text: truncateLabel(text), match: { optionID } });

/** A named outcome's output ({ optionID: name }), labelled by the interface. */
export const fixedOption = (optionID: FixedSlotLabel): OutputSlot => ({ key: `option:${optionID}`, kind: 'option', text: null, fixed: optionID, match: { optionID } });

/** An intent's output ({ intent }). */
export const intentSlot = (intent: string): OutputSlot => ({ key: `intent:${intent}`, kind: 'intent', text: truncateLabel(intent), match: { intent } });

/** The names without blanks and repeats, in their order. */
export const uniqueNames = (names: readonly string[]): string[] => [...new Set(names.filter(Boolean))];
