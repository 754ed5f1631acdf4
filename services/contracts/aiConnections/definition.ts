import type { z } from 'zod';

/**
 * One AI connection kind's contract (spec 02 sections 3 and 5, spec 03 section 3.2): how it is
 * stored (the spec's type and the backend the table shows), its settings as a zod schema, the
 * paths of its secrets (masked in every answer and log, sealed at rest; `*` stands for every
 * item of a list) and the project name the table shows. Adapters in server/providers/ai and
 * forms in ui/ are registered per kind against the same union.
 */
export type SettingsSchema = z.ZodObject;

/** The type each kind is stored under (the spec's names; the table shows them as they are). */
export const STORED_AI_TYPES = ['BuiltInNlu', 'DialogFlow', 'LuisCloud', 'LuisOnPre', 'Watson', 'CLU', 'Generative AI', 'Generative AI Default'] as const;
export type StoredAiConnectionType = (typeof STORED_AI_TYPES)[number];

export type StoredAiType = { type: StoredAiConnectionType; backend: string };

export type AiConnectionDefinition<K extends string = string, S extends SettingsSchema = SettingsSchema> = {
  readonly kind: K;
  readonly stored: StoredAiType;
  readonly settings: S;
  readonly secrets: readonly string[];
  /** What the table's Project Name column shows for these settings. */
  projectName(settings: z.output<S>): string;
  /** Whether the kind keeps intents and trains (false: generative kinds keep intents in the module). */
  readonly trains: boolean;
  /** Whether training ends in a separate Publish step (spec 03 section 4.1). */
  readonly publishes: boolean;
};

export type AnyAiConnectionDefinition<K extends string = string> = AiConnectionDefinition<K, SettingsSchema>;

export function defineAiConnection<const K extends string, S extends SettingsSchema>(definition: AiConnectionDefinition<K, S>): AiConnectionDefinition<K, S> {
  return definition;
}
