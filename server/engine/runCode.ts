import type { CodeAnswer, CodeRequest } from '../../machines/flow/compile';
import { isUuid } from '../companies/access';
import { codeBlockCode } from '../codeStation/codeBlockVersions';
import type { CodeRunner } from '../codeStation/codeRunner';
import type { Db } from '../db/connect';

/** Why a code block did not run: its text goes to the conversation's log. */
export class CodeRunError extends Error {}

/**
 * CODESTATION: loads the module's code block version (the newest when none is named) of the
 * conversation's company and runs it in the sandbox; its values become parameters (as text),
 * anything else is a failure with a clear reason.
 */
export function createRunCode(deps: { db: Db; runner: CodeRunner }, companyOf: () => Promise<string | undefined>) {
  return async (request: CodeRequest): Promise<CodeAnswer> => {
    if (!request.functionId) throw new CodeRunError('the module names no code block');
    const companyId = await companyOf();
    if (!companyId) throw new CodeRunError('the conversation is gone');
    const found = isUuid(request.functionId) ? await codeBlockCode(deps.db, companyId, request.functionId, request.functionVersion ?? undefined) : 'noBlock';
    if (found === 'noBlock') throw new CodeRunError('the code block was deleted or is not this company’s');
    if (found === 'noVersion') throw new CodeRunError(`the code block has no version ${request.functionVersion ?? ''}`.trim());
    const outcome = await deps.runner.run(found.code, request.params);
    if (!outcome.ok) throw new CodeRunError(outcome.error);
    return { variables: Object.fromEntries(Object.entries(outcome.values).map(([key, value]) => [key, String(value)])) };
  };
}
