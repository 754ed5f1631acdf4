import { DATA_COLUMNS_MAX, DATA_NAME_MAX, DATA_NAME_PATTERN, type DataColumnInput } from '../../services/contracts/dataStation';
import type { TextRef } from '../shared/text';

/** The schema manager's text keys (locales/<lang>/dataStation.json). */
export const dataSchemaTexts = {
  loadFailed: 'dataStation.schema.errors.loadFailed',
  createFailed: 'dataStation.schema.errors.createFailed',
  renameFailed: 'dataStation.schema.errors.renameFailed',
  addColumnFailed: 'dataStation.schema.errors.addColumnFailed',
  removeColumnFailed: 'dataStation.schema.errors.removeColumnFailed',
  deleteFailed: 'dataStation.schema.errors.deleteFailed',
  nameEmpty: 'dataStation.schema.errors.nameEmpty',
  nameInvalid: 'dataStation.schema.errors.nameInvalid',
  tableNameTaken: 'dataStation.schema.errors.tableNameTaken',
  columnNameTaken: 'dataStation.schema.errors.columnNameTaken',
  noColumns: 'dataStation.schema.errors.noColumns',
  tooManyColumns: 'dataStation.schema.errors.tooManyColumns',
  created: 'dataStation.schema.notices.created',
  renamed: 'dataStation.schema.notices.renamed',
  columnAdded: 'dataStation.schema.notices.columnAdded',
  columnRemoved: 'dataStation.schema.notices.columnRemoved',
  deleted: 'dataStation.schema.notices.deleted',
} as const;

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** What is wrong with a table's or a column's name (letters, digits and _, starting with a letter, at most 63), or null. */
export function dataNameProblem(name: string): TextRef | null {
  const trimmed = name.trim();
  if (!trimmed) return { key: dataSchemaTexts.nameEmpty };
  if (!DATA_NAME_PATTERN.test(trimmed)) return { key: dataSchemaTexts.nameInvalid, values: { max: DATA_NAME_MAX } };
  return null;
}

/** What is wrong with a table's name among the company's other tables, or null. */
export function tableNameProblem(name: string, otherTables: readonly string[]): TextRef | null {
  return dataNameProblem(name) ?? (otherTables.some((other) => same(other, name)) ? { key: dataSchemaTexts.tableNameTaken } : null);
}

/** What is wrong with a new column among the table's columns, or null. */
export function columnProblem(column: DataColumnInput, otherColumns: readonly string[]): TextRef | null {
  return dataNameProblem(column.name) ?? (otherColumns.some((other) => same(other, column.name)) ? { key: dataSchemaTexts.columnNameTaken } : null);
}

/** What is wrong with a new table's columns (one at least, at most 30, each named once), or null. */
export function columnsProblem(columns: readonly DataColumnInput[]): TextRef | null {
  if (columns.length === 0) return { key: dataSchemaTexts.noColumns };
  if (columns.length > DATA_COLUMNS_MAX) return { key: dataSchemaTexts.tooManyColumns, values: { max: DATA_COLUMNS_MAX } };
  for (const [index, column] of columns.entries()) {
    const problem = columnProblem(
      column,
      columns.slice(0, index).map((c) => c.name),
    );
    if (problem) return problem;
  }
  return null;
}
