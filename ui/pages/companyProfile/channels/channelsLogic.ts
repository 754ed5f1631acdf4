import { FORM_KINDS } from '../../../../machines/channels/channels';

/** Spec 02 section 2: the brand name on a tile is cut after 24 characters, the company name after 20. */
export const BRAND_NAME_LIMIT = 24;

/** The label of a kind: the four form kinds have their own, any other stored kind a general one. */
export function kindLabelKey(kind: string): string {
  return (FORM_KINDS as readonly string[]).includes(kind) ? `kinds.${kind}` : 'kinds.other';
}
