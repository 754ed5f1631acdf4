import { z } from 'zod';
import { defineAiConnection } from './definition';
import { aiConnectionMessages as m } from './messages';

/**
 * The built-in NLU: the console's own intent classifier and entity extractor, trained from the
 * intents, utterances and entities kept in the console's database. No account, no network:
 * the embedded default. Its one setting is the language it understands.
 */
export const BUILT_IN_NLU_LANGUAGES = ['en', 'tr', 'de', 'ar'] as const;

export const builtInNlu = defineAiConnection({
  kind: 'builtInNlu',
  stored: { type: 'BuiltInNlu', backend: 'Console' },
  settings: z
    .object({
      language: z.enum(BUILT_IN_NLU_LANGUAGES, { error: m.languageUnsupported(BUILT_IN_NLU_LANGUAGES) }).default('en'),
    })
    .strict(),
  secrets: [],
  projectName: () => '',
  trains: true,
  publishes: false,
});
