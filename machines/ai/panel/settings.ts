import { maxTokensForModel, modelOf } from './providers';
import type { AiConnectionSummary } from '../../../services/contracts/aiData';
import type { SettingsOf } from '../../../services/contracts/modules';
import type { GenerativeIntent } from './entities';

/**
 * The AI Action (AI) and Auto Generative (GENERATIVE) modules' settings as their panels show
 * them: read typed (SettingsOf<'AI'>, SettingsOf<'GENERATIVE'>; a stored module's settings
 * are typed by their type's contract), with spec 9's defaults and ranges.
 */

/** A numeric setting: its range, slider step and default (spec 9). */
export type NumberRule = { min: number; max: number; step: number; default: number };

export const clampTo = (rule: Pick<NumberRule, 'min' | 'max'>, value: number): number => Math.min(rule.max, Math.max(rule.min, value));

/** A stored number, else the default (a typed number is finite or not stored). */
const numberOr = (value: number | undefined, fallback: number): number => value ?? fallback;

// ---- AI Action (settings.aiMode, threshold, aiActionModuleNodeSettings) ----

export const AI_MODES = ['INPUT', 'MESSAGE'] as const;
export type AiMode = (typeof AI_MODES)[number];

/** Spec 4.2: MESSAGE when unset. */
export function aiModeOf(settings: SettingsOf<'AI'> | SettingsOf<'GENERATIVE'>): AiMode {
  return settings.aiMode ?? 'MESSAGE';
}

/** Spec 5.1 and 9: the slider runs 0-1 by 0.01; only values at or above 0.5 are taken. */
export const THRESHOLD: NumberRule = { min: 0, max: 1, step: 0.01, default: 0.5 };
export const THRESHOLD_MIN_ACCEPTED = 0.5;

export function thresholdOf(settings: SettingsOf<'AI'>): number {
  return numberOr(settings.threshold, THRESHOLD.default);
}

export function thresholdAccepted(value: number): boolean {
  return value >= THRESHOLD_MIN_ACCEPTED && value <= THRESHOLD.max;
}

/** Spec 9: the generative AI action parameters. */
export const GENERATIVE_PARAMS = {
  temperature: { min: 0, max: 1, step: 0.01, default: 0.7 },
  maxTokens: { min: 0, max: 4000, step: 1, default: 256 },
  topP: { min: 0, max: 1, step: 0.01, default: 1 },
  frequencyPenalty: { min: 0, max: 2, step: 0.01, default: 0 },
  presencePenalty: { min: 0, max: 2, step: 0.01, default: 0 },
  bestOf: { min: 1, max: 20, step: 1, default: 1 },
} as const satisfies Record<string, NumberRule>;
export type GenerativeParam = keyof typeof GENERATIVE_PARAMS;
export const STOP_SEQUENCES_MAX = 4;

/** Primary languages offered (the spec does not list them). */
export const PRIMARY_LANGUAGES = ['en', 'tr', 'de', 'ar', 'fr', 'es', 'it', 'pt', 'nl', 'ru'] as const;

export type ActionNodeSettings = {
  intents: GenerativeIntent[];
  temperature: number;
  maxTokens: number;
  stopSequences: string[];
  topP: number;
  frequencyPenalty: number;
  presencePenalty: number;
  bestOf: number;
  primaryLanguage: string;
};

/** settings.aiActionModuleNodeSettings with every default filled in. */
export function actionNodeSettingsOf(settings: SettingsOf<'AI'>): ActionNodeSettings {
  const s = settings.aiActionModuleNodeSettings ?? {};
  const param = (name: GenerativeParam) => clampTo(GENERATIVE_PARAMS[name], numberOr(s[name], GENERATIVE_PARAMS[name].default));
  return {
    // An intent stored without entities has none.
    intents: (s.intents ?? []).map((intent) => ({ ...intent, entities: intent.entities ?? [] })),
    temperature: param('temperature'),
    maxTokens: param('maxTokens'),
    stopSequences: s.stopSequences ?? [],
    topP: param('topP'),
    frequencyPenalty: param('frequencyPenalty'),
    presencePenalty: param('presencePenalty'),
    bestOf: param('bestOf'),
    primaryLanguage: s.primaryLanguage ?? 'en',
  };
}

/** Adds a stop sequence: at most four, no empty or repeated ones. */
export function addStopSequence(list: readonly string[], value: string): string[] {
  const v = value.trim();
  if (!v || list.includes(v) || list.length >= STOP_SEQUENCES_MAX) return [...list];
  return [...list, v];
}

// ---- Auto Generative (spec 2.6, 3.2, 4.2, 5.4, 9) ----

export const PERSONA_MAX = 3000;
export const PROMPT_MAX = 3000;
export const KNOWLEDGE_BASES_MAX = 1;

/** The vector-search sliders; maxTokens' max is the model's limit. */
export const VECTOR_SEARCH = {
  minSimilarityScore: { min: 0, max: 1, step: 0.01, default: 0 },
  temperature: { min: 0, max: 1, step: 0.01, default: 0 },
  topP: { min: 0, max: 1, step: 0.01, default: 1 },
  frequencyPenalty: { min: 0, max: 2, step: 0.01, default: 0 },
  presencePenalty: { min: 0, max: 2, step: 0.01, default: 0 },
} as const satisfies Record<string, NumberRule>;
export type VectorSearchParam = keyof typeof VECTOR_SEARCH;

export type GenerativeModuleSettings = {
  maxTokens: number;
  temperature: number;
  topP: number;
  stopSequences: string[];
  frequencyPenalty: number;
  presencePenalty: number;
  minSimilarityScore: number;
};

/** The token slider: 0 to the model maximum, step 1. */
export function tokenRule(maxTokenSize: number): NumberRule {
  return { min: 0, max: maxTokenSize, step: 1, default: maxTokenSize };
}

/** The maximum token size of the chosen provider (stored as generativeAIProviderProperties.maxTokenSize). */
export function maxTokenSizeOf(settings: SettingsOf<'GENERATIVE'>): number {
  const props = settings.generativeAIProviderProperties ?? {};
  return numberOr(props.maxTokenSize, maxTokensForModel(modelOf(props)));
}

export function generativeModuleSettingsOf(settings: SettingsOf<'GENERATIVE'>): GenerativeModuleSettings {
  const s = settings.generativeModuleSettings ?? {};
  const max = maxTokenSizeOf(settings);
  const v = (name: VectorSearchParam) => clampTo(VECTOR_SEARCH[name], numberOr(s[name], VECTOR_SEARCH[name].default));
  return {
    maxTokens: clampTo(tokenRule(max), numberOr(s.maxTokens, max)),
    temperature: v('temperature'),
    topP: v('topP'),
    stopSequences: s.stopSequences ?? [],
    frequencyPenalty: v('frequencyPenalty'),
    presencePenalty: v('presencePenalty'),
    minSimilarityScore: v('minSimilarityScore'),
  };
}

export function openAiMinSimilarityOf(settings: SettingsOf<'GENERATIVE'>): number {
  return clampTo(VECTOR_SEARCH.minSimilarityScore, numberOr(settings.openAISettings?.minSimilarityScore, 0));
}

/**
 * Spec 4.2: choosing a provider copies its settings into the module and sets the maximum
 * token size from its model (16384 without one); the token slider is capped to it.
 */
export function chooseAutoGenerativeProvider(settings: SettingsOf<'GENERATIVE'>, provider: AiConnectionSummary): SettingsOf<'GENERATIVE'> {
  const maxTokenSize = maxTokensForModel(modelOf(provider.settings));
  const current = generativeModuleSettingsOf(settings);
  return {
    ...settings,
    providerId: provider.id,
    isDefaultProvider: provider.type === 'Generative AI Default',
    generativeAIProviderProperties: { ...provider.settings, maxTokenSize },
    generativeModuleSettings: { ...current, maxTokens: Math.min(current.maxTokens, maxTokenSize) },
  };
}

/** The intents of an Auto Generative module ([{ name }]; the connection is `{ id, intent }`). */
export function generativeIntentNames(settings: SettingsOf<'GENERATIVE'>): string[] {
  return (settings.intents ?? []).map((intent) => intent.name);
}
