import Papa from 'papaparse';
import type { RowExportQuery } from '../../../machines/dataStation/dataTable.machine';
import { DATA_PAGE_SIZE_MAX, DATA_ROWS_MAX, type DataRow, type DataRowPage } from '../../../services/contracts/dataStation';
import type { RowListing } from '../../app/actors/dataStationCalls';

type ListRows = (input: { companyId: string; table: string } & RowListing, options?: { signal?: AbortSignal }) => Promise<DataRowPage>;

/** Every row of a listing, page after page of the largest size, in the listing's order (a table holds at most 10 000 rows). */
export async function readEveryRow(listRows: ListRows, query: RowExportQuery, signal?: AbortSignal): Promise<DataRow[]> {
  const { columns: _columns, ...listing } = query;
  const rows: DataRow[] = [];
  for (let page = 1; page <= Math.ceil(DATA_ROWS_MAX / DATA_PAGE_SIZE_MAX); page += 1) {
    const answer = await listRows({ ...listing, page, pageSize: DATA_PAGE_SIZE_MAX }, signal ? { signal } : {});
    rows.push(...answer.rows);
    if (rows.length >= answer.total || answer.rows.length === 0) break;
  }
  return rows;
}

// A text a spreadsheet would run as a formula (=, +, -, @, tab or carriage return first) is written with a leading '.
const safe = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

/**
 * The rows as CSV: a header line of the column names, then one line a row, empty for an empty
 * value. The import reads the same shape (docs/data-station.md), except that texts made safe for
 * spreadsheets keep their leading '.
 */
export function rowsCsv(columns: readonly string[], rows: readonly DataRow[]): string {
  return Papa.unparse({
    fields: [...columns],
    data: rows.map((row) =>
      columns.map((column) => {
        const value = row.values[column];
        if (value === null || value === undefined) return '';
        return typeof value === 'string' ? safe(value) : String(value);
      }),
    ),
  });
}

/** The export's file name: the table's name and the day. */
export const rowsCsvFileName = (table: string, day: string) => `${table}-${day}.csv`;
