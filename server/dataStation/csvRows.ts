import Papa from 'papaparse';
import { DATA_IMPORT_ROWS_MAX, dataStationMessages as m, type DataColumn, type DataValues } from '../../services/contracts/dataStation';
import { keyValueOf, RowRefused, rowValues } from './rowValues';

/**
 * A CSV file's rows read against a table's columns, before the database is asked anything: the
 * rows to store, the line of each key value, and every problem with its line (the header is
 * line 1), or the one reason the whole file is refused. Plain data in and out, so that the work
 * pool can read a big file off the server's thread (server/work/tasks.ts).
 */
export type CsvRows = { refused: string } | { rows: DataValues[]; keyLines: Array<[string, number]>; problems: string[] };

export function csvRows(columns: readonly DataColumn[], keyColumn: string | null, csv: string): CsvRows {
  const parsed = Papa.parse<Record<string, string>>(csv.replace(/^\uFEFF/, ''), { header: true, skipEmptyLines: 'greedy' });
  const header = parsed.meta.fields ?? [];
  const unknown = header.find((name) => !columns.some((column) => column.name.toLowerCase() === name.toLowerCase()));
  if (unknown !== undefined) return { refused: m.importHeader(unknown) };
  if (parsed.data.length === 0) return { refused: m.importEmpty };
  if (parsed.data.length > DATA_IMPORT_ROWS_MAX) return { refused: m.importTooLarge };
  // A one-column file has no delimiter to detect: that is no problem of its lines.
  const problems: string[] = parsed.errors.filter((error) => error.code !== 'UndetectableDelimiter').map((error) => m.importLine((error.row ?? 0) + 2, error.message));
  const rows: DataValues[] = [];
  const lineOfKey = new Map<string, number>();
  parsed.data.forEach((record, index) => {
    const line = index + 2;
    try {
      const values = rowValues(columns, record, undefined, true);
      const key = keyValueOf(keyColumn, values);
      if (key !== null) {
        if (lineOfKey.has(key)) throw new RowRefused(m.keyTaken(keyColumn ?? ''));
        lineOfKey.set(key, line);
      }
      rows.push(values);
    } catch (error) {
      if (!(error instanceof RowRefused)) throw error;
      problems.push(m.importLine(line, error.message));
    }
  });
  return { rows, keyLines: [...lineOfKey], problems };
}
