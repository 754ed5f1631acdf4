import { SECRET_DESCRIPTION_MAX, SECRET_NAME_MAX, SECRET_NAME_PATTERN, SECRET_VALUE_MAX } from '../../services/contracts/secrets';
import type { TextRef } from '../shared/text';

/** The secret manager's text keys (locales/<lang>/secrets.json). */
export const secretManagerTexts = {
  loadFailed: 'secrets.errors.loadFailed',
  createFailed: 'secrets.errors.createFailed',
  replaceFailed: 'secrets.errors.replaceFailed',
  editFailed: 'secrets.errors.editFailed',
  deleteFailed: 'secrets.errors.deleteFailed',
  nameEmpty: 'secrets.errors.nameEmpty',
  nameTooLong: 'secrets.errors.nameTooLong',
  nameInvalid: 'secrets.errors.nameInvalid',
  nameTaken: 'secrets.errors.nameTaken',
  valueEmpty: 'secrets.errors.valueEmpty',
  valueTooLong: 'secrets.errors.valueTooLong',
  descriptionTooLong: 'secrets.errors.descriptionTooLong',
  created: 'secrets.notices.created',
  replaced: 'secrets.notices.replaced',
  edited: 'secrets.notices.edited',
  deleted: 'secrets.notices.deleted',
} as const;

/** What is wrong with a secret's name (the server's rules, one name per company whatever its case), or null. */
export function secretNameProblem(name: string, takenNames: readonly string[]): TextRef | null {
  const trimmed = name.trim();
  if (!trimmed) return { key: secretManagerTexts.nameEmpty };
  if (trimmed.length > SECRET_NAME_MAX) return { key: secretManagerTexts.nameTooLong, values: { max: SECRET_NAME_MAX } };
  if (!SECRET_NAME_PATTERN.test(trimmed)) return { key: secretManagerTexts.nameInvalid };
  if (takenNames.some((taken) => taken.toLowerCase() === trimmed.toLowerCase())) return { key: secretManagerTexts.nameTaken };
  return null;
}

/** What is wrong with a secret's value (1 to 8,192 characters, kept as typed), or null. */
export function secretValueProblem(value: string): TextRef | null {
  if (value.length === 0) return { key: secretManagerTexts.valueEmpty };
  if (value.length > SECRET_VALUE_MAX) return { key: secretManagerTexts.valueTooLong, values: { max: SECRET_VALUE_MAX } };
  return null;
}

/** What is wrong with a secret's description (at most 500 characters), or null. */
export function secretDescriptionProblem(description: string): TextRef | null {
  return description.trim().length > SECRET_DESCRIPTION_MAX ? { key: secretManagerTexts.descriptionTooLong, values: { max: SECRET_DESCRIPTION_MAX } } : null;
}
