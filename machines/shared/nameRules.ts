import { commonTexts, text, type TextRef } from './text';

/** Spec 5: company, assistant and AI names are at least 2 characters once trimmed. */
export const MIN_NAME_LENGTH = 2;

export const isFilled = (value: string): boolean => value.trim().length > 0;

export const isValidName = (value: string): boolean => value.trim().length >= MIN_NAME_LENGTH;

/**
 * What a name field shows: "The field cannot be empty" when empty, "The name must be at
 * least 2 charachters" when too short, nothing when valid.
 */
export function nameError(value: string): TextRef | null {
  if (!isFilled(value)) return text(commonTexts.fieldEmpty);
  if (!isValidName(value)) return text(commonTexts.nameTooShort);
  return null;
}

/** A required field (JSON key, project id): "The field cannot be empty" when empty. */
export function requiredError(value: string): TextRef | null {
  return isFilled(value) ? null : text(commonTexts.fieldEmpty);
}
