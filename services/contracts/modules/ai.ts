import { z } from 'zod';
import { moduleSettings } from './common';
import { numberIn, oneOf, wholeNumberIn } from './fields';

/**
 * AI, 'AI Action' (spec 03 sections 2.5, 3.2, 5.1, 9): the AI connection that recognises
 * intents, the mode and the prediction threshold. Where an intent leads is a connection
 * { id, intent, tags }. With a generative provider the intents (and their entities) and
 * the model parameters are kept in the module, in aiActionModuleNodeSettings.
 */
export const AI_MODES = ['INPUT', 'MESSAGE'] as const;
export const INTENT_NAME_MAX = 100;
export const ENTITY_PAIRS_MAX = 10;
export const STOP_SEQUENCES_MAX = 4;

/** Spec 9: the generative parameters' ranges. */
export const GENERATIVE_LIMITS = {
  temperature: { min: 0, max: 1 },
  maxTokens: { min: 0, max: 4000 },
  topP: { min: 0, max: 1 },
  frequencyPenalty: { min: 0, max: 2 },
  presencePenalty: { min: 0, max: 2 },
  bestOf: { min: 1, max: 20 },
} as const;

const rangeOf = (name: keyof typeof GENERATIVE_LIMITS, label: string) =>
  numberIn(GENERATIVE_LIMITS[name].min, GENERATIVE_LIMITS[name].max, `${label} is between ${GENERATIVE_LIMITS[name].min} and ${GENERATIVE_LIMITS[name].max}.`);

/** A key/value pair's value: a text (the literal 'number' among them) or a list of texts. */
export const entityPairValue = z.union([z.string(), z.array(z.string())], { error: 'An entity value is a text or a list of texts.' });

/** A generative entity: its name and up to 10 extra key/value pairs. */
export const generativeEntity = z
  .object({ name: z.string().refine((name) => !/[;,]/.test(name), "You can not add ' ; ' or an ' , ' to an entity") })
  .catchall(entityPairValue)
  .superRefine((entity, ctx) => {
    if (Object.keys(entity).length - 1 > ENTITY_PAIRS_MAX) ctx.addIssue({ code: 'custom', message: 'You can have a maximum of 10 key value pairs' });
  });
export type GenerativeEntity = z.infer<typeof generativeEntity>;

export const generativeIntent = z.looseObject({
  name: z.string().min(1, 'Intent not setup correctly, please add again').max(INTENT_NAME_MAX, 'Intents should not exceed a 100 characters in length.'),
  entities: z.array(generativeEntity).optional(),
});
export type GenerativeIntent = z.infer<typeof generativeIntent>;

export const aiActionModuleNodeSettings = z.looseObject({
  intents: z
    .array(generativeIntent)
    .superRefine((intents, ctx) => {
      // Spec 5.1: intent names are compared case-insensitively.
      const seen = new Set<string>();
      intents.forEach((intent, index) => {
        const key = intent.name.toLocaleLowerCase();
        if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [index, 'name'], message: 'This intent already exists.' });
        seen.add(key);
      });
    })
    .optional(),
  temperature: rangeOf('temperature', 'Temperature').optional(),
  maxTokens: wholeNumberIn(GENERATIVE_LIMITS.maxTokens.min, GENERATIVE_LIMITS.maxTokens.max, 'Max length is a whole number between 0 and 4000.').optional(),
  stopSequences: z.array(z.string()).max(STOP_SEQUENCES_MAX, 'There can be at most four stop sequences.').optional(),
  topP: rangeOf('topP', 'Top P').optional(),
  frequencyPenalty: rangeOf('frequencyPenalty', 'The frequency penalty').optional(),
  presencePenalty: rangeOf('presencePenalty', 'The presence penalty').optional(),
  bestOf: wholeNumberIn(GENERATIVE_LIMITS.bestOf.min, GENERATIVE_LIMITS.bestOf.max, 'Best of is a whole number between 1 and 20.').optional(),
  primaryLanguage: z.string().optional(),
});
export type AiActionModuleNodeSettings = z.infer<typeof aiActionModuleNodeSettings>;

export const aiSettings = moduleSettings({
  /** The chosen AI connection's id. */
  aiType: z.string().optional(),
  /** MESSAGE when not stored. */
  aiMode: oneOf(AI_MODES, 'The AI mode is INPUT or MESSAGE.').optional(),
  /** Spec 5.1, 9: 0.5 to 1 (default 0.5); lower values are not taken. */
  threshold: numberIn(0.5, 1, 'The prediction threshold is between 0.5 and 1.').optional(),
  aiActionModuleNodeSettings: aiActionModuleNodeSettings.optional(),
});
export type AiSettings = z.infer<typeof aiSettings>;
