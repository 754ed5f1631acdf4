import { instagramMessages } from '../../../services/contracts/channels/instagram';
import { instagramToolMessages } from '../../../services/contracts/channels/instagramTools';
import type { TextRef } from '../../shared/text';
import { contractText } from '../channelTexts';

/** Text keys of the Instagram tools (spec 02 section 8: menu and ice breaker texts, the direct link's). */
export const instagramTexts = {
  missingTitle: 'channels.instagram.errors.missingTitle',
  missingAction: 'channels.instagram.errors.missingAction',
  missingQuestion: 'channels.instagram.errors.missingQuestion',
  titleTooLong: 'channels.instagram.errors.titleTooLong',
  actionTooLong: 'channels.instagram.errors.actionTooLong',
  questionTooLong: 'channels.instagram.errors.questionTooLong',
  invalidUrl: 'channels.instagram.errors.invalidUrl',
  underscore: 'channels.instagram.errors.underscore',
  tooManyButtons: 'channels.instagram.errors.tooManyButtons',
  tooManyQuestions: 'channels.instagram.errors.tooManyQuestions',
  referralTooLong: 'channels.instagram.errors.referralTooLong',
  referralCharacters: 'channels.instagram.errors.referralCharacters',
  usernameFailed: 'channels.instagram.errors.usernameFailed',
  iceBreakerFirst: 'channels.instagram.errors.iceBreakerFirst',
  copyFailed: 'channels.instagram.errors.copyFailed',
  copied: 'channels.copied',
} as const;

/** The contract's numbered texts of button n, by key. */
const NUMBERED: ReadonlyArray<[(n: number) => string, string]> = [
  [instagramToolMessages.missingTitle, instagramTexts.missingTitle],
  [instagramToolMessages.missingAction, instagramTexts.missingAction],
  [instagramToolMessages.missingQuestion, instagramTexts.missingQuestion],
  [instagramToolMessages.titleTooLong, instagramTexts.titleTooLong],
  [instagramToolMessages.actionTooLong, instagramTexts.actionTooLong],
  [instagramToolMessages.questionTooLong, instagramTexts.questionTooLong],
  [instagramToolMessages.invalidUrl, instagramTexts.invalidUrl],
  [instagramToolMessages.underscore, instagramTexts.underscore],
];

const PLAIN = new Map<string, string>([
  [instagramToolMessages.tooManyButtons, instagramTexts.tooManyButtons],
  [instagramToolMessages.tooManyQuestions, instagramTexts.tooManyQuestions],
  [instagramToolMessages.referralTooLong, instagramTexts.referralTooLong],
  [instagramToolMessages.referralCharacters, instagramTexts.referralCharacters],
  [instagramMessages.usernameFailed, instagramTexts.usernameFailed],
  [instagramMessages.iceBreakerFirst, instagramTexts.iceBreakerFirst],
]);

/** A contract's text of the Instagram tools in the user's language (button n's with its number). */
export function instagramToolText(message: string, n = 0): TextRef {
  const numbered = NUMBERED.find(([of]) => of(n) === message);
  if (numbered) return { key: numbered[1], values: { n } };
  const key = PLAIN.get(message);
  return key ? { key } : contractText(message);
}

/** What one row of an editor shows under its two fields. */
export type RowProblems = { first: TextRef | null; action: TextRef | null };

/**
 * The contract's issues as each row's problems (path [row, field]); `firstField` names the
 * row's first field (title, question), any other field is its action.
 */
export function rowProblems(rows: number, issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>, firstField: string): RowProblems[] {
  const problems: RowProblems[] = Array.from({ length: rows }, () => ({ first: null, action: null }));
  for (const issue of issues) {
    const [row, field] = issue.path;
    const at = typeof row === 'number' ? problems[row] : undefined;
    if (!at) continue;
    const text = instagramToolText(issue.message, Number(row) + 1);
    if (field === firstField) at.first ??= text;
    else at.action ??= text;
  }
  return problems;
}

export const noProblems = (rows: number): RowProblems[] => Array.from({ length: rows }, () => ({ first: null, action: null }));

/** An issue of the whole list (too many rows, as a list read from Instagram may have), or null. */
export function listProblem(issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>): TextRef | null {
  const issue = issues.find((i) => i.path.length === 0);
  return issue ? instagramToolText(issue.message) : null;
}
