import { DATA_ROW_BYTES_MAX, DATA_TEXT_MAX, dataStationMessages as m, type DataColumn, type DataValue, type DataValues } from '../../services/contracts/dataStation';

/** A value or a row that does not fit the table's schema; `message` says which column and why. */
export class RowRefused extends Error {}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function isDate(value: string): boolean {
  if (!DATE.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

/** One value checked against its column; texts from CSV or a query are read as the column's type when `fromText`. */
export function columnValue(column: DataColumn, value: DataValue | undefined, fromText = false): DataValue {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '' && column.type !== 'text') || (fromText && value === '')) {
    if (column.required) throw new RowRefused(m.valueRequired(column.name));
    return null;
  }
  switch (column.type) {
    case 'text':
      if (typeof value !== 'string' || value.length > DATA_TEXT_MAX) throw new RowRefused(m.valueNotText(column.name));
      if (column.required && value.trim() === '') throw new RowRefused(m.valueRequired(column.name));
      return value;
    case 'number': {
      const number = typeof value === 'number' ? value : fromText && typeof value === 'string' ? Number(value.trim()) : Number.NaN;
      if (!Number.isFinite(number)) throw new RowRefused(m.valueNotNumber(column.name));
      return number;
    }
    case 'boolean':
      if (typeof value === 'boolean') return value;
      if (fromText && typeof value === 'string' && /^(true|false)$/i.test(value.trim())) return value.trim().toLowerCase() === 'true';
      throw new RowRefused(m.valueNotBoolean(column.name));
    case 'date':
      if (typeof value !== 'string' || !isDate(value.trim())) throw new RowRefused(m.valueNotDate(column.name));
      return value.trim();
  }
}

function columnNamed(columns: readonly DataColumn[], name: string): DataColumn | undefined {
  return columns.find((column) => column.name.toLowerCase() === name.toLowerCase());
}

/**
 * A row's values checked against the table's columns: unknown columns are refused, each value
 * fits its type, required ones are there, and the whole row stays within the size limit. With
 * `before` (a change), the values not sent keep what they were.
 */
export function rowValues(columns: readonly DataColumn[], sent: DataValues, before?: DataValues, fromText = false): DataValues {
  for (const name of Object.keys(sent)) if (!columnNamed(columns, name)) throw new RowRefused(m.unknownColumn(name));
  const values: DataValues = {};
  for (const column of columns) {
    const key = Object.keys(sent).find((name) => name.toLowerCase() === column.name.toLowerCase());
    values[column.name] = key === undefined && before ? (before[column.name] ?? columnValue(column, null)) : columnValue(column, key === undefined ? null : sent[key], fromText);
  }
  if (Buffer.byteLength(JSON.stringify(values)) > DATA_ROW_BYTES_MAX) throw new RowRefused(m.rowTooLarge);
  return values;
}

/** What the database keeps unique for the key column: the value as text, none when empty. */
export function keyValueOf(keyColumn: string | null, values: DataValues): string | null {
  if (keyColumn === null) return null;
  const value = values[keyColumn];
  return value === null || value === undefined ? null : String(value);
}
