import type { GenerativeEntity, GenerativeSettings, Prediction, PredictionRow } from './provider';
import { byScore, containsPhrase, cosine, coverage, firstNumber, identifierWords, roundScore, tokenize, wordCounts } from './similarity';

/**
 * The generative sandbox (OpenAI, Generative AI, Generative AI Default): the intents live in
 * the module (aiActionModuleNodeSettings.intents, spec 03 section 3.2), so a prediction
 * scores the input against each intent's name and entities and fills the entities it finds.
 */

/** The entity fields that are its extra key/value pairs (everything but its name). */
export function entityPairs(entity: GenerativeEntity): Array<[string, unknown]> {
  return Object.entries(entity).filter(([key]) => key !== 'name');
}

function valuesOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string');
  return [];
}

/**
 * What the input says for an entity: a pair whose value is the literal 'number' takes the first
 * number of the input; another pair matches when its key or one of its values occurs in the input.
 */
export function entityValue(entity: GenerativeEntity, input: string): unknown {
  const words = tokenize(input);
  for (const [key, value] of entityPairs(entity)) {
    if (value === 'number') {
      const number = firstNumber(input);
      if (number !== undefined) return number;
      continue;
    }
    const phrases = [key, ...valuesOf(value)].map(tokenize);
    if (phrases.some((phrase) => containsPhrase(words, phrase))) return key;
  }
  return undefined;
}

function intentWords(intent: GenerativeSettings['intents'][number]): string[] {
  const entityWords = intent.entities.flatMap((entity) => [
    ...identifierWords(entity.name),
    ...entityPairs(entity).flatMap(([key, value]) => [...tokenize(key), ...(value === 'number' ? [] : valuesOf(value).flatMap(tokenize))]),
  ]);
  return [...identifierWords(intent.name), ...entityWords];
}

/** Share of the intent name's words found in the input (weighted 0.7) and word similarity with name and entities (0.3). */
export function rankGenerative(input: string, settings: GenerativeSettings): PredictionRow[] {
  const words = tokenize(input);
  const asked = wordCounts(words);
  const present = new Set(words);
  return byScore(
    settings.intents.map((intent) => {
      const score = 0.7 * coverage(identifierWords(intent.name), present) + 0.3 * cosine(asked, wordCounts(intentWords(intent)));
      const parameters: Record<string, unknown> = {};
      for (const entity of intent.entities) {
        const value = entityValue(entity, input);
        if (value !== undefined) parameters[entity.name] = value;
      }
      return { intent: intent.name, score: roundScore(score), parameters };
    }),
  );
}

/** US dollars per 1000 tokens of each model; unknown models are priced like gpt-35-turbo. */
export const PRICE_PER_1K_TOKENS: Readonly<Record<string, number>> = {
  'gpt-35-turbo': 0.002,
  'gpt-35-turbo-16k': 0.004,
  'gpt-4': 0.06,
  'gpt-4-32k': 0.12,
};

/** Tokens of a text by the usual estimate for GPT models: one token per four characters. */
export function estimateTokens(text: string): number {
  return Math.ceil(text.length / 4);
}

/** The cost of one prediction: the prompt (intents and input) plus the answer, at the model's price. */
export function usageCost(prompt: string, answer: string, model: string | undefined): number {
  const price = (model !== undefined ? PRICE_PER_1K_TOKENS[model] : undefined) ?? PRICE_PER_1K_TOKENS['gpt-35-turbo']!;
  const tokens = estimateTokens(prompt) + estimateTokens(answer);
  return Math.round((tokens / 1000) * price * 1_000_000) / 1_000_000;
}

export function predictGenerative(input: string, settings: GenerativeSettings, model: string | undefined): Prediction {
  const predictions = rankGenerative(input, settings);
  const prompt = JSON.stringify({ intents: settings.intents, input });
  const best = predictions[0];
  return { predictions, usageCost: usageCost(prompt, JSON.stringify(best ?? {}), model) };
}
