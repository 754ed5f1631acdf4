import Papa from 'papaparse';
import type { ClassifiedMessage } from '../../../services/contracts/conversationReport';

/**
 * The conversation report's CSV: one row a classified message (its date in the browser's time
 * zone as ISO text with offset-free local time). A person's message comes from outside, so a
 * value a spreadsheet would run as a formula (=, +, -, @ first) is written as text (a leading ').
 */

export type ClassifiedCsvLabels = {
  date: string;
  message: string;
  intent: string;
  confidence: string;
  outcome: string;
  conversation: string;
  outcomes: Record<ClassifiedMessage['outcome'], string>;
};

const safe = (value: string) => (/^[=+\-@]/.test(value) ? `'${value}` : value);

export function classifiedCsv(rows: readonly ClassifiedMessage[], labels: ClassifiedCsvLabels, formatDate: (iso: string) => string): string {
  return Papa.unparse({
    fields: [labels.date, labels.message, labels.intent, labels.confidence, labels.outcome, labels.conversation],
    data: rows.map((row) => [formatDate(row.date), safe(row.text), safe(row.intent ?? ''), row.confidence.toFixed(2), labels.outcomes[row.outcome], row.conversationId]),
  });
}

export const classifiedCsvFileName = (connectionName: string) => `ConversationReport-${connectionName.replace(/[^\p{L}\p{N}_-]+/gu, '_') || 'AI'}.csv`;
