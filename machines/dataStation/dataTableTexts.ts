import { DATA_TEXT_MAX, type DataColumn, type DataRow, type DataValues } from '../../services/contracts/dataStation';
import type { TextRef } from '../shared/text';

/** The table page's text keys (locales/<lang>/dataStation.json). */
export const dataTableTexts = {
  loadFailed: 'dataStation.table.errors.loadFailed',
  rowsFailed: 'dataStation.table.errors.rowsFailed',
  saveFailed: 'dataStation.table.errors.saveFailed',
  deleteFailed: 'dataStation.table.errors.deleteFailed',
  importFailed: 'dataStation.table.errors.importFailed',
  exportFailed: 'dataStation.table.errors.exportFailed',
  chooseFile: 'dataStation.table.errors.chooseFile',
  valueRequired: 'dataStation.table.errors.valueRequired',
  valueTooLong: 'dataStation.table.errors.valueTooLong',
  valueNotNumber: 'dataStation.table.errors.valueNotNumber',
  valueNotDate: 'dataStation.table.errors.valueNotDate',
  added: 'dataStation.table.notices.added',
  changed: 'dataStation.table.notices.changed',
  deleted: 'dataStation.table.notices.deleted',
  imported: 'dataStation.table.notices.imported',
  exported: 'dataStation.table.notices.exported',
} as const;

/** A row as its form holds it: each column's value as text; a yes/no column holds 'true', 'false' or ''. */
export type RowForm = Record<string, string>;

/** Whether the text is a real calendar day written YYYY-MM-DD. */
export function isCalendarDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const day = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === text;
}

/** What is wrong with one column's value as written in the form, or null (the server's rules, docs/data-station.md). */
export function valueProblem(column: DataColumn, text: string): TextRef | null {
  const value = column.type === 'text' ? text : text.trim();
  if (value.trim() === '') return column.required ? { key: dataTableTexts.valueRequired, values: { column: column.name } } : null;
  if (column.type === 'text' && value.length > DATA_TEXT_MAX) return { key: dataTableTexts.valueTooLong, values: { column: column.name, max: DATA_TEXT_MAX } };
  if (column.type === 'number' && !Number.isFinite(Number(value))) return { key: dataTableTexts.valueNotNumber, values: { column: column.name } };
  if (column.type === 'date' && !isCalendarDay(value)) return { key: dataTableTexts.valueNotDate, values: { column: column.name } };
  return null;
}

/** The first problem of a row's form, column by column, or null. */
export function rowProblem(columns: readonly DataColumn[], form: RowForm): TextRef | null {
  for (const column of columns) {
    const problem = valueProblem(column, form[column.name] ?? '');
    if (problem) return problem;
  }
  return null;
}

/** A stored value as its form field shows it. */
export function valueText(value: DataValues[string] | undefined): string {
  if (value === null || value === undefined) return '';
  return String(value);
}

/** The form of a stored row, or of a new one (every field empty). */
export function rowForm(columns: readonly DataColumn[], row: DataRow | null): RowForm {
  return Object.fromEntries(columns.map((column) => [column.name, valueText(row?.values[column.name])]));
}

function typedValue(column: DataColumn, text: string): DataValues[string] {
  const value = column.type === 'text' ? text : text.trim();
  if (value === '') return null;
  if (column.type === 'number') return Number(value);
  if (column.type === 'boolean') return value === 'true';
  return value;
}

/**
 * The values to send: for a new row each filled column, for a change only the columns whose
 * value differs from the stored row (an emptied one as null).
 */
export function rowValues(columns: readonly DataColumn[], form: RowForm, stored: DataRow | null): DataValues {
  const values: DataValues = {};
  for (const column of columns) {
    const value = typedValue(column, form[column.name] ?? '');
    if (stored === null) {
      if (value !== null) values[column.name] = value;
    } else if (value !== (stored.values[column.name] ?? null)) {
      values[column.name] = value;
    }
  }
  return values;
}
