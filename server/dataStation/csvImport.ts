import Papa from 'papaparse';
import { DATA_IMPORT_ROWS_MAX, dataStationMessages as m, type DataValues } from '../../services/contracts/dataStation';
import type { Db } from '../db/connect';
import { insertRows, takenKeys } from './rowStore';
import { keyValueOf, RowRefused, rowValues } from './rowValues';
import type { StoredTable } from './tableStore';

/** How many refused lines an answer names at most. */
const LINES_NAMED = 10;

/** An import refused as a whole: each problem names its line of the file (the header is line 1). */
export class ImportRefused extends Error {
  constructor(readonly problems: string[]) {
    super(problems.slice(0, LINES_NAMED).join('\n') + (problems.length > LINES_NAMED ? `\n(+${problems.length - LINES_NAMED})` : ''));
  }
}

/**
 * Adds the rows of a CSV file whose header names the table's columns: every line is checked
 * against the schema (and the key column against the file and the table) before anything is
 * stored; one bad line and nothing changes.
 */
export async function importCsv(db: Db, table: StoredTable, csv: string, now: Date): Promise<number> {
  const parsed = Papa.parse<Record<string, string>>(csv.replace(/^\uFEFF/, ''), { header: true, skipEmptyLines: 'greedy' });
  const header = parsed.meta.fields ?? [];
  const unknown = header.find((name) => !table.columns.some((column) => column.name.toLowerCase() === name.toLowerCase()));
  if (unknown !== undefined) throw new ImportRefused([m.importHeader(unknown)]);
  if (parsed.data.length === 0) throw new ImportRefused([m.importEmpty]);
  if (parsed.data.length > DATA_IMPORT_ROWS_MAX) throw new ImportRefused([m.importTooLarge]);
  // A one-column file has no delimiter to detect: that is no problem of its lines.
  const problems: string[] = parsed.errors.filter((error) => error.code !== 'UndetectableDelimiter').map((error) => m.importLine((error.row ?? 0) + 2, error.message));
  const rows: DataValues[] = [];
  const lineOfKey = new Map<string, number>();
  parsed.data.forEach((record, index) => {
    const line = index + 2;
    try {
      const values = rowValues(table.columns, record, undefined, true);
      const key = keyValueOf(table.keyColumn, values);
      if (key !== null) {
        if (lineOfKey.has(key)) throw new RowRefused(m.keyTaken(table.keyColumn ?? ''));
        lineOfKey.set(key, line);
      }
      rows.push(values);
    } catch (error) {
      if (!(error instanceof RowRefused)) throw error;
      problems.push(m.importLine(line, error.message));
    }
  });
  for (const key of await takenKeys(db, table, [...lineOfKey.keys()])) problems.push(m.importLine(lineOfKey.get(key) ?? 0, m.keyTaken(table.keyColumn ?? '')));
  if (problems.length > 0) throw new ImportRefused(problems);
  return (await insertRows(db, table, rows, now)).length;
}
