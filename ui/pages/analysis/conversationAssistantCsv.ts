import Papa from 'papaparse';
import type { ConversationAssistantReport } from '../../../services/contracts/conversationAssistantReport';

/** The column titles of the CSV, in the page's language. */
export type ConversationAssistantCsvLabels = {
  assistant: string;
  conversations: string;
  ended: string;
  live: string;
  handedOver: string;
  handoverRate: string;
  secondsToHandover: string;
  averageMessages: string;
  votes: string;
  averageVote: string;
  total: string;
};

/** An assistant's name is typed by people: a value a spreadsheet would run as a formula is written as text. */
const safe = (value: string) => (/^[=+\-@]/.test(value) ? `'${value}` : value);
const plain = (value: number | null) => (value === null ? '' : String(value));

/** The report's table as CSV: a row per assistant, then the totals; rates as fractions, times in seconds. */
export function conversationAssistantCsv(report: ConversationAssistantReport, labels: ConversationAssistantCsvLabels): string {
  const rows = [...report.assistants.map((row) => ({ ...row, name: safe(row.name) })), { ...report.totals, name: labels.total }];
  return Papa.unparse({
    fields: [
      labels.assistant,
      labels.conversations,
      labels.ended,
      labels.live,
      labels.handedOver,
      labels.handoverRate,
      labels.secondsToHandover,
      labels.averageMessages,
      labels.votes,
      labels.averageVote,
    ],
    data: rows.map((row) => [
      row.name,
      row.conversations,
      row.ended,
      row.live,
      row.handedOver,
      row.handoverRate === null ? '' : row.handoverRate.toFixed(4),
      plain(row.averageSecondsToHandover),
      plain(row.averageMessages),
      row.votes,
      plain(row.averageVote),
    ]),
  });
}

export const conversationAssistantCsvFileName = (report: Pick<ConversationAssistantReport, 'companyName' | 'startDate' | 'endDate'>) =>
  `ConversationAssistantReport-${report.companyName.replace(/[^\p{L}\p{N}_-]+/gu, '_') || 'company'}-${report.startDate}-${report.endDate}.csv`;
