/**
 * The LOGIC group's own parts of module editing; the shared ones are in ../shared/moduleEdit.
 */
export { inSlot, newId, patchSettings, targetOf, withTarget } from '../shared/moduleEdit';

/** A rule's answer: a key of the panelsLogic namespace, with values to fill in. */
export type RuleText = { key: string; values?: Record<string, string | number> };

/** The optionID of the personalized LOGIC tab's output. */
export const PERSONALIZATION_SLOT = 'personalization';
