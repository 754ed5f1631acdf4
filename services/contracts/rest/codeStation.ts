import { z } from 'zod';
import { pathParams, type RestContracts } from './contract';

/**
 * The Code Station editor's calls (spec 03 sections 3.2, 5.5; docs/code-station.md): a
 * company's code blocks written in the console, each save a new version, and a test run in
 * the same sandbox the conversations use. The read calls of the designer stay in
 * botApiRoutes.ts.
 */

export const CODE_MAX_CHARS = 50_000;
export const PARAMETER_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
export const PARAMETER_NAME_RULE = 'A parameter name starts with a letter or _ and holds only letters, digits and _.';

export const codeBlockName = z
  .string({ error: 'functionName is required.' })
  .trim()
  .min(1, 'The code block needs a name.')
  .max(100, 'A code block name is at most 100 characters.');

export const codeText = z.string({ error: 'code is required.' }).max(CODE_MAX_CHARS, `The code is at most ${CODE_MAX_CHARS} characters.`);

export const parameterNames = z
  .array(z.string().trim().regex(PARAMETER_NAME, PARAMETER_NAME_RULE), { error: 'parameters must be a list of names.' })
  .max(50, 'A code block takes at most 50 parameters.')
  .refine((names) => new Set(names).size === names.length, 'Each parameter name appears once.');

export const newCodeBlockBody = z.object({ functionName: codeBlockName, code: codeText, parameters: parameterNames });
export const codeBlockVersionBody = z.object({ code: codeText, parameters: parameterNames });
export const codeBlockRenameBody = z.object({ functionName: codeBlockName });
export const codeVersionQuery = z.object({ version: z.string().trim().min(1, 'version must not be empty.').max(100, 'version is at most 100 characters.').optional() });

export const testRunBody = z.object({
  /** The open block, when there is one: the run is recorded for the code station reports. */
  functionId: z.string().trim().optional(),
  code: codeText,
  parameters: z
    .record(z.string(), z.string({ error: 'A parameter value is a text.' }).max(10_000, 'A parameter value is at most 10000 characters.'), {
      error: 'parameters must map names to texts.',
    })
    .refine((values) => Object.keys(values).every((name) => PARAMETER_NAME.test(name)), PARAMETER_NAME_RULE),
});

/** One version of a code block with its code, as the editor opens it. */
export const codeBlockVersionView = z.object({
  functionId: z.string(),
  functionName: z.string(),
  version: z.string(),
  createdAt: z.string(),
  code: z.string(),
  parameters: z.array(z.string()),
  /** Every version, newest first. */
  versions: z.array(z.object({ version: z.string(), createdAt: z.string() })),
});
export type CodeBlockVersionView = z.infer<typeof codeBlockVersionView>;

export const codeBlockDeleted = z.object({ functionId: z.string(), deleted: z.literal(true) });

export const testRunResult = z.union([
  z.object({ ok: z.literal(true), values: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])), logs: z.array(z.string()) }),
  z.object({ ok: z.literal(false), error: z.string(), logs: z.array(z.string()) }),
]);
export type TestRunResult = z.infer<typeof testRunResult>;

export const codeStationRoutes = {
  'POST /bot/api/code-station/code-block': { body: newCodeBlockBody, answer: codeBlockVersionView },
  'GET /bot/api/code-station/code-block/:functionId/code': { params: pathParams('functionId'), query: codeVersionQuery, answer: codeBlockVersionView },
  'POST /bot/api/code-station/code-block/:functionId/versions': { params: pathParams('functionId'), body: codeBlockVersionBody, answer: codeBlockVersionView },
  'PATCH /bot/api/code-station/code-block/:functionId': { params: pathParams('functionId'), body: codeBlockRenameBody, answer: codeBlockVersionView },
  'DELETE /bot/api/code-station/code-block/:functionId': { params: pathParams('functionId'), answer: codeBlockDeleted },
  'POST /bot/api/code-station/test-run': { body: testRunBody, answer: testRunResult },
} as const satisfies RestContracts;
