import Papa from 'papaparse';
import type { ConversationRow } from '../../../services/contracts/conversations';
import { csvDate } from './format';

/**
 * Spec 9: the Conversations report, every conversation of the filter as one ';'-separated
 * row (dates DD.MM.YYYY HH:mm:ss Z, type Open or Closed). Pure: the screen reads the pages
 * and saves the file.
 */

export const CSV_FILE_NAME = 'ConversationReport.csv';
export const CSV_SEPARATOR = ';';

export type CsvLabels = { id: string; assistant: string; channel: string; client: string; start: string; last: string; end: string; type: string; open: string; closed: string };

/** The column titles and the Open/Closed words in the user's language (keys of the conversations namespace). */
export function csvLabels(t: (key: string) => string): CsvLabels {
  return {
    id: t('csv.id'),
    assistant: t('csv.assistant'),
    channel: t('csv.channel'),
    client: t('csv.client'),
    start: t('csv.start'),
    last: t('csv.last'),
    end: t('csv.end'),
    type: t('csv.type'),
    open: t('status.open'),
    closed: t('status.closed'),
  };
}

/**
 * The header row and one row a conversation; papaparse quotes what holds the separator, quotes
 * or line breaks. A client id comes from outside (a webhook partner names it), so a value a
 * spreadsheet would run as a formula (=, +, -, @ first) is written as text (a leading ').
 */
export function conversationCsv(rows: readonly ConversationRow[], labels: CsvLabels): string {
  return Papa.unparse(
    {
      fields: [labels.id, labels.assistant, labels.channel, labels.client, labels.start, labels.last, labels.end, labels.type],
      data: rows.map((row) => [
        row._id,
        row.botName ?? '',
        row.channelID,
        row.clientID,
        csvDate(row.startDate),
        csvDate(row.lastMessageDate),
        csvDate(row.endDate),
        row.endDate ? labels.closed : labels.open,
      ]),
    },
    { delimiter: CSV_SEPARATOR, escapeFormulae: true },
  );
}
