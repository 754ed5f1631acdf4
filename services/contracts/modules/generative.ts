import { z } from 'zod';
import { AI_MODES } from './ai';
import { moduleSettings } from './common';
import { numberIn, oneOf, textUpTo } from './fields';

/**
 * GENERATIVE, 'Auto Generative' (spec 03 sections 2.6, 3.2, 5.4, 9; docs/module-settings.md):
 * answers from a knowledge base with a generative provider. Where an intent leads is a
 * connection { id, intent }; the message limit and the answer-as-parameter targets are the
 * connections { optionID: 'messageLimit' } and { optionID: 'returnAsParameter' }.
 */
export const PERSONA_MAX = 3000;
export const PROMPT_MAX = 3000;
export const KNOWLEDGE_BASES_MAX = 1;

/** The chosen provider's settings as copied into the module, with the model's token maximum. */
export const generativeAIProviderProperties = z.looseObject({
  maxTokenSize: z.number().int().min(0, 'The maximum token size is a whole number, 0 or more.').optional(),
  model: z.string().optional(),
});

const similarity = numberIn(0, 1, 'The minimum similarity score is between 0 and 1.');

export const generativeModuleSettings = z.looseObject({
  maxTokens: z.number().int('Tokens is a whole number, 0 or more.').min(0, 'Tokens is a whole number, 0 or more.').optional(),
  temperature: numberIn(0, 1, 'Temperature is between 0 and 1.').optional(),
  topP: numberIn(0, 1, 'Top P is between 0 and 1.').optional(),
  stopSequences: z.array(z.string()).optional(),
  frequencyPenalty: numberIn(0, 2, 'The frequency penalty is between 0 and 2.').optional(),
  presencePenalty: numberIn(0, 2, 'The presence penalty is between 0 and 2.').optional(),
  minSimilarityScore: similarity.optional(),
});

/** A knowledge-base intent the module connects; its target is the connection { id, intent: name }. */
export const generativeIntentChoice = z.looseObject({ name: z.string().min(1, 'An intent needs its name.') });

export const generativeSettings = moduleSettings({
  /** A list holding at most one knowledge base id. */
  knowledgeBaseId: z.array(z.string()).max(KNOWLEDGE_BASES_MAX, 'Choose at most one knowledge base.').optional(),
  /** Use Only KB: fall back on a timeout or when nothing is similar enough. */
  toggleForKbOnly: z.boolean().optional(),
  providerId: z.string().optional(),
  generativeAIProviderProperties: generativeAIProviderProperties.optional(),
  isDefaultProvider: z.boolean().optional(),
  /** MESSAGE when not stored. */
  aiMode: oneOf(AI_MODES, 'The AI mode is INPUT or MESSAGE.').optional(),
  persona: textUpTo(PERSONA_MAX, `The persona can be at most ${PERSONA_MAX} characters.`).optional(),
  prompt: textUpTo(PROMPT_MAX, `The prompt can be at most ${PROMPT_MAX} characters.`).optional(),
  language: z.string().optional(),
  generativeModuleSettings: generativeModuleSettings.optional(),
  openAISettings: z.looseObject({ minSimilarityScore: similarity.optional() }).optional(),
  useMessageLimit: z.boolean().optional(),
  /** Messages per user before the messageLimit connection is followed. */
  messageLimitCount: z.number().int('The message limit is a whole number, at least 1.').min(1, 'The message limit is a whole number, at least 1.').optional(),
  returnAnswerAsParameterOnly: z.boolean().optional(),
  extractGlobalEntity: z.boolean().optional(),
  intents: z.array(generativeIntentChoice).optional(),
}).superRefine((settings, ctx) => {
  // Spec 9: the token slider runs from 0 to the model's maximum (stored when the provider was chosen).
  const max = settings.generativeAIProviderProperties?.maxTokenSize;
  const tokens = settings.generativeModuleSettings?.maxTokens;
  if (max !== undefined && tokens !== undefined && tokens > max) {
    ctx.addIssue({ code: 'custom', path: ['generativeModuleSettings', 'maxTokens'], message: `Tokens can be at most ${max} with this model.` });
  }
});
export type GenerativeSettings = z.infer<typeof generativeSettings>;
