import { z } from 'zod';
import { AI_TEXT_MAX, aiApiMessages, testInput } from '../../services/contracts/rest/aiApi';
import { findUnstorableText, unstorableTextMessage } from '../../services/contracts/storableText';
import type { IntentRows } from '../providers/ai/provider';

/**
 * The AI Action panel's rules (spec 03 sections 5.1 and 9), checked again on the server.
 * Texts the spec gives are its exact wording; the others say what to change.
 */
export const aiRuleMessages = {
  intentEmpty: 'Intent not setup correctly, please add again',
  intentLong: 'Intents should not exceed a 100 characters in length.',
  entityEmpty: 'The entity name cannot be empty.',
  entityEnding: 'You can not add turkish characters or spaces to an entity',
  entityLong: 'Entity names should not exceed 100 characters in length.',
  generativeEntitySeparator: "You can not add ' ; ' or an ' , ' to an entity",
  keyValueLimit: 'You can have a maximum of 10 key value pairs',
  utteranceEmpty: 'The utterance cannot be empty.',
  utteranceLong: 'Utterances should not exceed 2000 characters in length.',
  labelEmpty: 'A label value cannot be empty.',
  labelDuplicate: 'Each label of an entity must have a different value.',
  parameterEmpty: 'A parameter needs a name and an entity.',
  importEmpty: 'There are no intents to upload.',
  importTooMany: 'At most 5000 rows can be uploaded at once.',
  inputEmpty: aiApiMessages.inputEmpty,
  inputLong: aiApiMessages.inputLong,
} as const;

export const INTENT_NAME_MAX = 100;
export const ENTITY_NAME_MAX = 100;
export const UTTERANCE_MAX = AI_TEXT_MAX;
export const ENTITY_PAIRS_MAX = 10;
export const IMPORT_ROWS_MAX = 5000;

/** Turkish letters outside ASCII, and white space: an entity name may not end in one (spec 5.1). */
const TURKISH_OR_SPACE_AT_END = /[çğıöşüÇĞİÖŞÜ\s]$/u;

export const intentName = z.string().trim().min(1, aiRuleMessages.intentEmpty).max(INTENT_NAME_MAX, aiRuleMessages.intentLong);

/** Not trimmed: a trailing space is exactly what the rule refuses. */
export const entityName = z
  .string()
  .refine((name) => name.trim() !== '', aiRuleMessages.entityEmpty)
  .refine((name) => !TURKISH_OR_SPACE_AT_END.test(name), aiRuleMessages.entityEnding)
  .refine((name) => name.length <= ENTITY_NAME_MAX, aiRuleMessages.entityLong);

export const utteranceText = z.string().trim().min(1, aiRuleMessages.utteranceEmpty).max(UTTERANCE_MAX, aiRuleMessages.utteranceLong);

export const entityLabels = z
  .array(
    z.object({
      value: z.string().trim().min(1, aiRuleMessages.labelEmpty).max(UTTERANCE_MAX, aiRuleMessages.utteranceLong),
      synonyms: z.array(z.string().trim().max(UTTERANCE_MAX, aiRuleMessages.utteranceLong)).transform((list) => [...new Set(list.filter((s) => s !== ''))]),
    }),
  )
  .refine((labels) => new Set(labels.map((l) => l.value.toLowerCase())).size === labels.length, aiRuleMessages.labelDuplicate);

export const intentParameters = z.array(
  z.object({ name: z.string().trim().min(1, aiRuleMessages.parameterEmpty).max(INTENT_NAME_MAX), entity: z.string().trim().min(1, aiRuleMessages.parameterEmpty) }),
);

export const intentChange = z.object({
  name: intentName,
  utterances: z.array(utteranceText),
  parameters: intentParameters,
});

const importRow = z.object({ Intent: z.string(), Utterances: z.string().optional().default('') });

/** Upload rows (one utterance per row; several rows per intent) grouped into intents; the first problem names its row. */
export function importRowsOf(rows: unknown): { ok: true; rows: IntentRows[] } | { ok: false; message: string } {
  const list = z.array(importRow).safeParse(rows);
  if (!list.success) return { ok: false, message: aiRuleMessages.importEmpty };
  if (list.data.length === 0) return { ok: false, message: aiRuleMessages.importEmpty };
  if (list.data.length > IMPORT_ROWS_MAX) return { ok: false, message: aiRuleMessages.importTooMany };
  const grouped = new Map<string, IntentRows>();
  for (const [index, row] of list.data.entries()) {
    const name = intentName.safeParse(row.Intent);
    if (!name.success) return { ok: false, message: `Row ${index + 1}: ${name.error.issues[0]?.message ?? aiRuleMessages.intentEmpty}` };
    const intent = grouped.get(name.data.toLowerCase()) ?? { intent: name.data, utterances: [] };
    grouped.set(name.data.toLowerCase(), intent);
    if (row.Utterances.trim() === '') continue;
    const text = utteranceText.safeParse(row.Utterances);
    if (!text.success) return { ok: false, message: `Row ${index + 1}: ${text.error.issues[0]?.message ?? aiRuleMessages.utteranceEmpty}` };
    intent.utterances.push(text.data);
  }
  return { ok: true, rows: [...grouped.values()] };
}

/** About how big a list of upload rows is (the length of its texts, 16 a row besides): whether the work pool should read it. */
export function rowListSize(rows: unknown): number {
  if (!Array.isArray(rows)) return 0;
  let size = 0;
  for (const row of rows as Array<Record<string, unknown> | null>) {
    size += 16;
    for (const value of Object.values(row ?? {})) if (typeof value === 'string') size += value.length;
  }
  return size;
}

/**
 * The same for rows sent as their JSON text (the console's upload): text that cannot be stored
 * is refused as in a list of rows (the same sentence, naming the row's field).
 */
export function importRowsOfText(text: string): ReturnType<typeof importRowsOf> {
  let rows: unknown;
  try {
    rows = JSON.parse(text);
  } catch {
    return { ok: false, message: aiRuleMessages.importEmpty };
  }
  const unstorable = findUnstorableText(rows, 'variables.intents');
  if (unstorable) return { ok: false, message: unstorableTextMessage(unstorable) };
  return importRowsOf(rows);
}

/** A generative module's entity: a name without ';' or ',' and at most 10 extra key/value pairs (spec 3.2, 5.1). */
const generativeEntity = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, aiRuleMessages.entityEmpty)
      .refine((name) => !/[;,]/.test(name), aiRuleMessages.generativeEntitySeparator),
  })
  .catchall(z.union([z.string(), z.array(z.string()), z.number()]))
  .refine((entity) => Object.keys(entity).length - 1 <= ENTITY_PAIRS_MAX, aiRuleMessages.keyValueLimit);

export const generativeSettings = z
  .object({
    intents: z
      .array(z.object({ name: intentName, entities: z.array(generativeEntity).optional().default([]) }))
      .optional()
      .default([]),
  })
  .catchall(z.unknown());

/** The text of the AI Action panel's test (its contract is the predict route's, services/contracts/rest/aiApi.ts). */
export { testInput };
