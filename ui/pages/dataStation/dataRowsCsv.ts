import Papa from 'papaparse';
import type { DataRow } from '../../../services/contracts/dataStation';

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
