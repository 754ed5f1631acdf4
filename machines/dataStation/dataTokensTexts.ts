import { DATA_NAME_MAX } from '../../services/contracts/dataStation';
import type { TextRef } from '../shared/text';

/** The token manager's text keys (locales/<lang>/dataStation.json). */
export const dataTokensTexts = {
  loadFailed: 'dataStation.tokens.errors.loadFailed',
  createFailed: 'dataStation.tokens.errors.createFailed',
  revokeFailed: 'dataStation.tokens.errors.revokeFailed',
  nameEmpty: 'dataStation.tokens.errors.nameEmpty',
  nameTooLong: 'dataStation.tokens.errors.nameTooLong',
  nameTaken: 'dataStation.tokens.errors.nameTaken',
  expiryInvalid: 'dataStation.tokens.errors.expiryInvalid',
  expiryPast: 'dataStation.tokens.errors.expiryPast',
  created: 'dataStation.tokens.notices.created',
  revoked: 'dataStation.tokens.notices.revoked',
} as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** What is wrong with a new token's name (1 to 63 characters, one per company whatever its case), or null. */
export function tokenNameProblem(name: string, takenNames: readonly string[]): TextRef | null {
  const trimmed = name.trim();
  if (!trimmed) return { key: dataTokensTexts.nameEmpty };
  if (trimmed.length > DATA_NAME_MAX) return { key: dataTokensTexts.nameTooLong, values: { max: DATA_NAME_MAX } };
  if (takenNames.some((taken) => taken.toLowerCase() === trimmed.toLowerCase())) return { key: dataTokensTexts.nameTaken };
  return null;
}

/**
 * What is wrong with the expiry day (YYYY-MM-DD, empty: the token does not expire), or null: the
 * token works until the end of that day, so the day must be today or later.
 */
export function tokenExpiryProblem(day: string, today: string): TextRef | null {
  if (day === '') return null;
  if (!DAY.test(day) || Number.isNaN(new Date(`${day}T00:00:00`).getTime())) return { key: dataTokensTexts.expiryInvalid };
  return day < today ? { key: dataTokensTexts.expiryPast } : null;
}

/** The end of the expiry day in the browser's time zone, as the server expects it (null: never). */
export function expiryInstant(day: string): string | null {
  return day === '' ? null : new Date(`${day}T23:59:59.999`).toISOString();
}
