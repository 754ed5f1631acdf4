import { calloutLimits } from '../../../../services/contracts/channels/webChatCallout';
import { recordOf } from '../webSettingFields';

/** A callout button as the form edits it (spec 02 sections 3 and 4); an empty text is left out when saved. */
export type CalloutButtonDraft = { buttonId: number | string; text: string; colorCode: string; textColorCode: string; functionURL: string };

/** What a change of a button may set. */
export type CalloutButtonChange = Partial<Omit<CalloutButtonDraft, 'buttonId'>>;

export const MAX_CALLOUT_BUTTONS = calloutLimits.buttons;

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

/** The stored buttonList as drafts. */
export function readButtons(value: unknown): CalloutButtonDraft[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown, index) => {
    const record = recordOf(item);
    if (!record) return [];
    const stored = record['buttonId'];
    const id = typeof stored === 'number' || typeof stored === 'string' ? stored : index + 1;
    const field = (key: string) => textOf(record[key]);
    return [{ buttonId: id, text: field('text'), colorCode: field('colorCode'), textColorCode: field('textColorCode'), functionURL: field('functionURL') }];
  });
}

/** A new button after the others (its id one above the highest number used). */
export function addedButton(buttons: readonly CalloutButtonDraft[]): CalloutButtonDraft {
  const highest = buttons.reduce((max, b) => (typeof b.buttonId === 'number' ? Math.max(max, b.buttonId) : max), 0);
  return { buttonId: Math.max(highest, buttons.length) + 1, text: '', colorCode: '', textColorCode: '', functionURL: '' };
}

/** A button changed: the first (default) one keeps its URL, which is read-only (it starts the bot). */
export function changedButtons(buttons: readonly CalloutButtonDraft[], index: number, change: CalloutButtonChange): CalloutButtonDraft[] {
  const { functionURL, ...rest } = change;
  return buttons.map((b, i) => (i === index ? { ...b, ...rest, ...(i > 0 && functionURL !== undefined ? { functionURL } : {}) } : b));
}

/** The buttons as the contract stores them: empty texts left out. */
export function buttonProperties(buttons: readonly CalloutButtonDraft[]): Array<Record<string, unknown>> {
  return buttons.map((b) => Object.fromEntries(Object.entries(b).filter(([, v]) => v !== '')));
}
