import { dataStationMessages as m } from '../../services/contracts/dataStation';
import type { Db } from '../db/connect';
import type { Work } from '../work/workPool';
import { insertRows, takenKeys } from './rowStore';
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
 * stored; one bad line and nothing changes. A big file is read and checked by the work pool.
 */
export async function importCsv(db: Db, work: Work, table: StoredTable, csv: string, now: Date): Promise<number> {
  const read = await work.run('csvRows', { columns: table.columns, keyColumn: table.keyColumn, csv }, csv.length);
  if ('refused' in read) throw new ImportRefused([read.refused]);
  const { rows, problems } = read;
  const lineOfKey = new Map(read.keyLines);
  for (const key of await takenKeys(db, table, [...lineOfKey.keys()])) problems.push(m.importLine(lineOfKey.get(key) ?? 0, m.keyTaken(table.keyColumn ?? '')));
  if (problems.length > 0) throw new ImportRefused(problems);
  return (await insertRows(db, table, rows, now)).length;
}
