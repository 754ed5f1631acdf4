import type { z } from 'zod';
import { builtInNlu } from './builtInNlu';
import { clu } from './clu';
import type { AnyAiConnectionDefinition } from './definition';
import { dialogflow } from './dialogflow';
import { generativeCustom } from './generativeCustom';
import { generativeDefault } from './generativeDefault';
import { luisCloud } from './luisCloud';
import { luisOnPremise } from './luisOnPremise';
import { watson } from './watson';

export { defineAiConnection, type AiConnectionDefinition, type AnyAiConnectionDefinition } from './definition';
export { aiConnectionMessages } from './messages';
export { BUILT_IN_NLU_LANGUAGES } from './builtInNlu';
export { DEFAULT_GENERATIVE_MODEL, DEFAULT_VECTOR_SEARCH_MODEL } from './generativeModel';
export { SECRET_MASK, keepMaskedSecrets, maskSecrets, secretValues, withSecrets, withoutSecrets } from './secrets';

/** Every AI connection kind (spec 02 sections 1 and 3), the built-in NLU first (the embedded default). */
export const AI_CONNECTION_KINDS = ['builtInNlu', 'dialogflow', 'luisCloud', 'luisOnPremise', 'watson', 'clu', 'generativeCustom', 'generativeDefault'] as const;
export type AiConnectionKind = (typeof AI_CONNECTION_KINDS)[number];

/** The contracts, by kind. */
export const aiConnectionDefinitions = {
  builtInNlu,
  dialogflow,
  luisCloud,
  luisOnPremise,
  watson,
  clu,
  generativeCustom,
  generativeDefault,
} as const satisfies { [K in AiConnectionKind]: AnyAiConnectionDefinition<K> };

export type AiConnectionDefinitions = typeof aiConnectionDefinitions;
/** The settings of kind K once its contract has parsed them. */
export type AiSettingsOf<K extends AiConnectionKind> = z.output<AiConnectionDefinitions[K]['settings']>;

/** The kind a stored type names ('LuisCloud' → luisCloud), or undefined for a type the console does not know. */
export function aiKindOfType(type: string): AiConnectionKind | undefined {
  const lower = type.toLowerCase();
  return AI_CONNECTION_KINDS.find((kind) => aiConnectionDefinitions[kind].stored.type.toLowerCase() === lower);
}

export function isAiConnectionKind(value: string): value is AiConnectionKind {
  return (AI_CONNECTION_KINDS as readonly string[]).includes(value);
}
