import { INPUT_TYPES, REGEX_FLAGS, type InputSettings as StoredInput } from '../../../../../services/contracts/modules/input';
import type { RuleText } from '../moduleEdit';

/** The Input module (spec 03 sections 2.8, 3.2, 3.3, 5.6): what the user is asked for and how it is checked. */
export { INPUT_TYPES, REGEX_FLAGS };
export type InputType = (typeof INPUT_TYPES)[number];

/** Spec 5.6: the regex flags offered, in the order they are stored. */
export type RegexFlag = (typeof REGEX_FLAGS)[number];

/** Spec 5.6: IDENTIFICATION identifies the user by #EMAIL (em) or #PHONE (pn). */
export const IDENTIFIERS = [
  { identifier: 'em', param: '#EMAIL' },
  { identifier: 'pn', param: '#PHONE' },
] as const;
export type Identifier = (typeof IDENTIFIERS)[number]['identifier'];

/**
 * Spec 5.6: presets that fill in a ready regex. Phone: a Turkish mobile number (5xx),
 * with or without +90 or 0 and with optional spaces. Licence plate: a Turkish plate,
 * province 01-81, then 1 letter and 4-5 digits, 2 letters and 3-4 digits, or 3 letters
 * and 2-3 digits (letters Q, W and X are not used).
 */
export const VALIDATOR_PRESETS = [
  { id: 'phone', validator: '^(\\+90|0)?\\s?5\\d{2}\\s?\\d{3}\\s?\\d{2}\\s?\\d{2}$', validatorFlag: '' },
  { id: 'email', validator: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]{2,}$', validatorFlag: 'i' },
  { id: 'licencePlate', validator: '^(0[1-9]|[1-7]\\d|8[01])\\s?([A-PR-VYZ]\\s?\\d{4,5}|[A-PR-VYZ]{2}\\s?\\d{3,4}|[A-PR-VYZ]{3}\\s?\\d{2,3})$', validatorFlag: 'i' },
] as const;
export type ValidatorPreset = (typeof VALIDATOR_PRESETS)[number];

export const inputTexts = { invalidRegex: 'input.errors.invalidRegex' } as const;

export type InputSettings = { inputType: InputType; param: string; validator: string; validatorFlag: string; prompt: string; identifier: Identifier | null };

export function isInputType(value: unknown): value is InputType {
  return typeof value === 'string' && (INPUT_TYPES as readonly string[]).includes(value);
}

export function inputOf(settings: StoredInput): InputSettings {
  return {
    inputType: settings.inputType ?? 'Any',
    param: settings.param ?? '',
    validator: settings.validator ?? '',
    validatorFlag: settings.validatorFlag ?? '',
    prompt: settings.prompt ?? '',
    identifier: settings.identifier ?? null,
  };
}

/** The regex must compile with its flags; an empty regex checks nothing and is fine. */
export function regexError(pattern: string, flags: string): RuleText | null {
  if (pattern === '') return null;
  try {
    new RegExp(pattern, flags);
    return null;
  } catch {
    return { key: inputTexts.invalidRegex };
  }
}

/** The flags with one switched on or off, in the stored order (i, g, m, s, u, y). */
export function withFlag(flags: string, flag: RegexFlag, on: boolean): string {
  return REGEX_FLAGS.filter((f) => (f === flag ? on : flags.includes(f))).join('');
}

/**
 * Changing the input type: IDENTIFICATION takes #EMAIL (em) unless an identifier is chosen;
 * leaving it drops the identifier and its parameter, which only it offers.
 */
export function inputTypePatch(current: InputSettings, next: InputType): Partial<StoredInput> {
  if (next === 'IDENTIFICATION') {
    const chosen = IDENTIFIERS.find((i) => i.identifier === current.identifier) ?? IDENTIFIERS[0];
    return { inputType: next, identifier: chosen.identifier, param: chosen.param };
  }
  const wasIdentifying = current.inputType === 'IDENTIFICATION';
  return { inputType: next, identifier: undefined, ...(wasIdentifying ? { param: '' } : {}) };
}

/** Choosing #EMAIL or #PHONE for IDENTIFICATION stores both the identifier and the parameter. */
export function identifierPatch(identifier: Identifier): Partial<StoredInput> {
  const chosen = IDENTIFIERS.find((i) => i.identifier === identifier) ?? IDENTIFIERS[0];
  return { identifier: chosen.identifier, param: chosen.param };
}

export function presetPatch(preset: ValidatorPreset): Partial<StoredInput> {
  return { validator: preset.validator, validatorFlag: preset.validatorFlag };
}
