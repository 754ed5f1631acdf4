import type { CodeAnswer, CodeRequest } from '../../machines/flow/compile';
import { isUuid } from '../companies/access';
import { codeBlockCode } from '../codeStation/codeBlockVersions';
import type { RunRecorder } from '../codeStation/codeBlockRuns';
import type { CodeRunner } from '../codeStation/codeRunner';
import type { Db } from '../db/connect';

/** Why a code block did not run: its text goes to the conversation's log. */
export class CodeRunError extends Error {}

/**
 * CODESTATION: loads the module's code block version (the newest when none is named) of the
 * conversation's company and runs it in the sandbox; its values become parameters (as text),
 * anything else is a failure with a clear reason. Each run that reached the sandbox is recorded
 * (the code station reports) when a recorder is given.
 */
export function createRunCode(deps: { db: Db; runner: CodeRunner; record?: RunRecorder; now?: () => Date; conversationId?: string }, companyOf: () => Promise<string | undefined>) {
  return async (request: CodeRequest): Promise<CodeAnswer> => {
    if (!request.functionId) throw new CodeRunError('the module names no code block');
    const companyId = await companyOf();
    if (!companyId) throw new CodeRunError('the conversation is gone');
    const found = isUuid(request.functionId) ? await codeBlockCode(deps.db, companyId, request.functionId, request.functionVersion ?? undefined) : 'noBlock';
    if (found === 'noBlock') throw new CodeRunError('the code block was deleted or is not this company’s');
    if (found === 'noVersion') throw new CodeRunError(`the code block has no version ${request.functionVersion ?? ''}`.trim());
    const startedAt = deps.now?.() ?? new Date();
    const began = performance.now();
    const outcome = await deps.runner.run(found.code, request.params);
    await deps.record?.({
      companyId,
      codeBlockId: request.functionId,
      version: found.version,
      ranIn: 'FLOW',
      conversationId: deps.conversationId ?? null,
      inputs: request.params,
      output: outcome.ok ? outcome.values : null,
      error: outcome.ok ? null : outcome.error,
      durationMs: performance.now() - began,
      startedAt,
    });
    if (!outcome.ok) throw new CodeRunError(outcome.error);
    return { variables: Object.fromEntries(Object.entries(outcome.values).map(([key, value]) => [key, String(value)])) };
  };
}
