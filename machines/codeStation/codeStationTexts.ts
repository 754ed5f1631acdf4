import { CODE_MAX_CHARS, PARAMETER_NAME } from '../../services/contracts/rest/codeStation';
import type { TextRef } from '../shared/text';

/** The Code Station editor's text keys (locales/<lang>/codeStation.json). */
export const codeStationTexts = {
  loadFailed: 'codeStation.errors.loadFailed',
  openFailed: 'codeStation.errors.openFailed',
  blockMissing: 'codeStation.errors.blockMissing',
  createFailed: 'codeStation.errors.createFailed',
  saveFailed: 'codeStation.errors.saveFailed',
  renameFailed: 'codeStation.errors.renameFailed',
  deleteFailed: 'codeStation.errors.deleteFailed',
  runFailed: 'codeStation.errors.runFailed',
  nameEmpty: 'codeStation.errors.nameEmpty',
  nameTooLong: 'codeStation.errors.nameTooLong',
  nameTaken: 'codeStation.errors.nameTaken',
  parameterEmpty: 'codeStation.errors.parameterEmpty',
  parameterInvalid: 'codeStation.errors.parameterInvalid',
  parameterTwice: 'codeStation.errors.parameterTwice',
  parameterTooMany: 'codeStation.errors.parameterTooMany',
  codeTooLong: 'codeStation.errors.codeTooLong',
  created: 'codeStation.notices.created',
  saved: 'codeStation.notices.saved',
  renamed: 'codeStation.notices.renamed',
  deleted: 'codeStation.notices.deleted',
} as const;

export const NAME_MAX_CHARS = 100;
export const PARAMETERS_MAX = 50;

/** What is wrong with a code block name (the server's rules, and one name per block in the company), or null. */
export function nameProblem(name: string, takenNames: readonly string[]): TextRef | null {
  const trimmed = name.trim();
  if (!trimmed) return { key: codeStationTexts.nameEmpty };
  if (trimmed.length > NAME_MAX_CHARS) return { key: codeStationTexts.nameTooLong, values: { max: NAME_MAX_CHARS } };
  if (takenNames.some((taken) => taken.trim().toLowerCase() === trimmed.toLowerCase())) return { key: codeStationTexts.nameTaken };
  return null;
}

/** What is wrong with the code and its parameter names (the server's rules), or null. */
export function draftProblem(code: string, parameters: readonly string[]): TextRef | null {
  if (code.length > CODE_MAX_CHARS) return { key: codeStationTexts.codeTooLong, values: { max: CODE_MAX_CHARS } };
  if (parameters.length > PARAMETERS_MAX) return { key: codeStationTexts.parameterTooMany, values: { max: PARAMETERS_MAX } };
  const names = parameters.map((name) => name.trim());
  if (names.some((name) => !name)) return { key: codeStationTexts.parameterEmpty };
  const invalid = names.find((name) => !PARAMETER_NAME.test(name));
  if (invalid !== undefined) return { key: codeStationTexts.parameterInvalid, values: { name: invalid } };
  const twice = names.find((name, index) => names.indexOf(name) !== index);
  if (twice !== undefined) return { key: codeStationTexts.parameterTwice, values: { name: twice } };
  return null;
}
