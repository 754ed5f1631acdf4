import { z } from 'zod';
import { usageCost } from './generative';
import { AiProviderError, providerMessages, type AiConnectionRef, type ChatMessage, type GenerativeService, type GenerativeSettings, type Prediction } from './provider';

/**
 * An AI Action's intents are kept in the module (spec 03 sections 2.5 and 3.2), so a generative
 * connection classifies an input by asking its model: a prompt listing the module's intents and
 * their entities, the answer JSON. An answer that is not that JSON, or names no intent of the
 * module, is no intent: a model's words are never taken for a prediction they do not make.
 */
export const CLASSIFY_INSTRUCTIONS =
  "You classify a user's message into the intents of an assistant. Answer with JSON only, in the form " +
  '{"predictions":[{"intent":"<intent name>","score":<0 to 1>,"parameters":{"<entity name>":<value>}}]}, best first, ' +
  'naming only intents of the list. Give an entity a value only when the message says it: one of the entity’s keys ' +
  '(the values listed with a key are its synonyms), or the number the message gives when a key’s value is "number".';

export function classifyMessages(input: string, settings: GenerativeSettings): ChatMessage[] {
  const intents = settings.intents.map((intent) => ({ name: intent.name, entities: intent.entities }));
  return [
    { role: 'system', content: `${CLASSIFY_INSTRUCTIONS}\nIntents (JSON): ${JSON.stringify(intents)}` },
    { role: 'user', content: input },
  ];
}

const answerSchema = z.object({
  predictions: z.array(
    z.object({
      intent: z.string(),
      score: z.number().transform((score) => Math.min(1, Math.max(0, score))),
      parameters: z.record(z.string(), z.unknown()).default({}),
    }),
  ),
});

/** The JSON of the answer, also when the model wrapped it in a code fence. */
function jsonIn(text: string): unknown {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/.exec(text);
  try {
    return JSON.parse((fenced?.[1] ?? text).trim()) as unknown;
  } catch {
    return undefined;
  }
}

/** The module's intents the answer names (each once, best first); none when the answer is not the JSON asked for. */
export function predictionsOf(text: string, settings: GenerativeSettings): Prediction['predictions'] {
  const parsed = answerSchema.safeParse(jsonIn(text));
  if (!parsed.success) return [];
  const names = new Set(settings.intents.map((intent) => intent.name));
  const seen = new Set<string>();
  return parsed.data.predictions.filter((row) => names.has(row.intent) && !seen.has(row.intent) && seen.add(row.intent)).sort((a, b) => b.score - a.score);
}

export async function predictWithModel(
  service: GenerativeService,
  connection: AiConnectionRef,
  modelName: string,
  input: string,
  settings: GenerativeSettings | undefined,
): Promise<Prediction> {
  if (!settings || settings.intents.length === 0) throw new AiProviderError('badInput', providerMessages.noModuleIntents);
  const messages = classifyMessages(input, settings);
  const completion = await service.complete(connection, messages, { temperature: 0, maxTokens: 800 });
  const prompt = messages.map((m) => m.content).join('\n');
  return { predictions: predictionsOf(completion.text, settings), usageCost: usageCost(prompt, completion.text, modelName) };
}

/** The connection check: a tiny completion the service must accept. */
export async function checkWithModel(service: GenerativeService, connection: AiConnectionRef): Promise<void> {
  await service.complete(connection, [{ role: 'user', content: 'ping' }], { maxTokens: 1 });
}
