/**
 * What a reply is and how #parameters are written and filled in (spec 03 section 3.3): the
 * rules every module type shares.
 */

/** What the person sent. `payload` is the id of a pressed button, card or row when the channel tells. */
export type UserInput = { text: string; messageType: string; payload?: string };

/** Spec 3.3 reserved parameters: filled from the client and the last message. */
export const RESERVED_PARAMETERS = ['#EMAIL', '#LASTMESSAGETYPE', '#LASTMESSAGEVALUE', '#NAME', '#PHONE', '#PLATFORM', '#SURNAME', '#TEMPLATE_MESSAGE_ID'] as const;

/** A parameter reference as written in the designer ('#city' or 'city') as a key. */
export function parameterKey(reference: string): string {
  return reference.trim().replace(/^#/, '');
}

/** Replaces every #name with the parameter's value; unknown names stay as written. */
export function substitute(text: string, params: Readonly<Record<string, string>>): string {
  return text.replace(/#([A-Za-z_][A-Za-z0-9_]*)/g, (whole, name: string) => (Object.hasOwn(params, name) ? params[name]! : whole));
}
