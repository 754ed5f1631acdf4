import { z } from 'zod';

/** The AI panels' REST calls under /bot/api (spec 03 section 7.2): predict, utterance generation, knowledge bases. */

/** The longest text to test or to vary (spec 03 section 9). */
export const AI_TEXT_MAX = 2000;

export const aiApiMessages = {
  inputEmpty: 'The input to test cannot be empty.',
  inputLong: 'The input to test should not exceed 2000 characters in length.',
  utteranceCount: 'The number of utterances must be between 1 and 20.',
} as const;

export const testInput = z.string().trim().min(1, aiApiMessages.inputEmpty).max(AI_TEXT_MAX, aiApiMessages.inputLong);

// POST /bot/api/predict
export const predictRequest = z.object({
  actionId: z.string().max(200).optional().default(''),
  id: z.string().trim().min(1, 'id is required.'),
  companyId: z.string().trim().min(1, 'companyId is required.'),
  input: testInput,
  aiActionModuleNodeSettings: z.record(z.string(), z.unknown()).optional(),
  retryCount: z.number().int().min(0).max(10).optional().default(0),
});
/** The connection's intents ranked for the input, best first, and what the call cost. */
export const prediction = z.object({
  predictions: z.array(z.object({ intent: z.string(), score: z.number(), parameters: z.record(z.string(), z.unknown()) })),
  usageCost: z.number(),
});

// POST /bot/api/utterances (companyID header)
export const utterancesRequest = z.object({
  userInput: z.string().trim().min(1, 'userInput is required.').max(AI_TEXT_MAX),
  targetLanguage: z.string().trim().max(20).optional().default('en'),
  numberOfUtterances: z
    .number({ error: aiApiMessages.utteranceCount })
    .int(aiApiMessages.utteranceCount)
    .min(1, aiApiMessages.utteranceCount)
    .max(20, aiApiMessages.utteranceCount),
  existingUtterances: z.array(z.string().max(AI_TEXT_MAX)).max(1000).optional().default([]),
});
export const generatedUtterances = z.object({ generatedUtterances: z.array(z.string()) });

// GET /bot/api/knowledgebase/:companyId
export const knowledgeBases = z.array(z.object({ _id: z.string(), label: z.string(), companyId: z.string(), createdAt: z.string(), createdBy: z.string() }));
