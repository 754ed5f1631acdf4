import type { IntentUtterances } from '../../../services/contracts/aiData';
import type { GenerativeIntent } from './entities';

/** Spec 5.1: the columns an intents file needs (generative: Intent and Entities; others: Intent and Utterances). */
export function requiredColumns(generative: boolean): [string, string] {
  return generative ? ['Intent', 'Entities'] : ['Intent', 'Utterances'];
}

export function columnsValid(fields: readonly string[], generative: boolean): boolean {
  const present = new Set(fields.map((f) => f.trim()));
  return requiredColumns(generative).every((c) => present.has(c));
}

export type CsvRow = Record<string, string | undefined>;
export type ImportRow = { Intent: string; Utterances: string };

const cell = (row: CsvRow, column: string) => (row[column] ?? '').trim();

/** The rows importIntents takes: one per utterance, rows without an intent or utterance left out. */
export function importRows(rows: readonly CsvRow[]): ImportRow[] {
  return rows.flatMap((row) => {
    const Intent = cell(row, 'Intent');
    const Utterances = cell(row, 'Utterances');
    return Intent && Utterances ? [{ Intent, Utterances }] : [];
  });
}

/** Entities are split by commas (spec 5.1). */
export function splitEntities(text: string): string[] {
  return text
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
}

/**
 * Generative intents from an uploaded file merged into the module's: a known intent
 * (case-insensitive) gets the entities it lacks, a new one is appended.
 */
export function mergeGenerativeIntents(existing: readonly GenerativeIntent[], rows: readonly CsvRow[]): GenerativeIntent[] {
  const result = existing.map((i) => ({ ...i, entities: [...i.entities] }));
  for (const row of rows) {
    const name = cell(row, 'Intent');
    if (!name) continue;
    let intent = result.find((i) => i.name.toLocaleLowerCase() === name.toLocaleLowerCase());
    if (!intent) {
      intent = { name, entities: [] };
      result.push(intent);
    }
    for (const entity of splitEntities(cell(row, 'Entities'))) {
      if (!intent.entities.some((e) => e.name.toLocaleLowerCase() === entity.toLocaleLowerCase())) intent.entities.push({ name: entity });
    }
  }
  return result;
}

/** Template.csv: the columns and a few sample rows. */
export function templateRows(generative: boolean): CsvRow[] {
  if (generative) {
    return [
      { Intent: 'order_status', Entities: 'order_number' },
      { Intent: 'book_flight', Entities: 'origin, destination, date' },
      { Intent: 'greeting', Entities: '' },
    ];
  }
  return [
    { Intent: 'greeting', Utterances: 'Hello' },
    { Intent: 'greeting', Utterances: 'Good morning' },
    { Intent: 'order_status', Utterances: 'Where is my order?' },
    { Intent: 'order_status', Utterances: 'When will my package arrive?' },
  ];
}

/** The rows of a download, in the upload's own columns so a downloaded file can be uploaded again. */
export function exportRows(intents: readonly IntentUtterances[]): ImportRow[] {
  return intents.flatMap(({ intent, utterances }) => (utterances.length ? utterances.map((u) => ({ Intent: intent, Utterances: u })) : [{ Intent: intent, Utterances: '' }]));
}

export function exportGenerativeRows(intents: readonly GenerativeIntent[]): CsvRow[] {
  return intents.map((i) => ({ Intent: i.name, Entities: i.entities.map((e) => e.name).join(', ') }));
}

/** Spec 7.2: 'Data_' + DD-MM-YYYY_HH_mm_ss in the Istanbul time zone. */
export function exportFileName(at: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Istanbul',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return `Data_${parts['day']}-${parts['month']}-${parts['year']}_${parts['hour']}_${parts['minute']}_${parts['second']}`;
}

export function isCsvFileName(name: string): boolean {
  return name.toLowerCase().endsWith('.csv');
}
