import { z } from 'zod';
import { parameterNames } from './codeStation';
import type { RestContracts } from './contract';

/**
 * Writing a code block with AI (/code-station-with-ai, docs/code-station.md): the person
 * describes what the block should do and names its parameters; one of the company's
 * Generative AI connections writes the block's body; the server checks that it compiles in
 * the code station's sandbox. Nothing is stored: the page then creates the block with the
 * editor's own call.
 */

export const CODE_WRITING_API = '/bot/api/code-station/write-with-ai';
export const DESCRIPTION_MIN = 10;
export const DESCRIPTION_MAX = 2000;

export const codeWritingMessages = {
  descriptionShort: `Describe what the code block should do in at least ${DESCRIPTION_MIN} characters.`,
  descriptionLong: `The description is at most ${DESCRIPTION_MAX} characters.`,
  connectionRequired: 'Choose the Generative AI connection that writes the code.',
  notGenerative: 'This AI connection is not a Generative AI connection.',
  noService: 'This connection has no generative model to write with.',
  noCode: 'The AI connection answered without code. Describe the block again in other words.',
  modelFailed: 'The AI connection could not write the code block. Please try again.',
} as const;

export const codeWritingBody = z.object({
  connectionId: z.string({ error: codeWritingMessages.connectionRequired }).trim().min(1, codeWritingMessages.connectionRequired),
  description: z
    .string({ error: codeWritingMessages.descriptionShort })
    .trim()
    .min(DESCRIPTION_MIN, codeWritingMessages.descriptionShort)
    .max(DESCRIPTION_MAX, codeWritingMessages.descriptionLong),
  parameters: parameterNames,
});
export type CodeWritingInput = z.input<typeof codeWritingBody>;

export const writtenCode = z.object({
  code: z.string(),
  /** What the sandbox said when it compiled the code; null when it compiled. */
  syntaxError: z.string().nullable(),
});
export type WrittenCode = z.infer<typeof writtenCode>;

export const codeWritingRoutes = {
  'POST /bot/api/code-station/write-with-ai': { body: codeWritingBody, answer: writtenCode },
} as const satisfies RestContracts;
