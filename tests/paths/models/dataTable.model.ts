import { dataTableMachine, formProblem, type DataTableContext } from '../../../machines/dataStation/dataTable.machine';
import type { DataRow, DataRowPage, DataTable } from '../../../services/contracts/dataStation';
import { serializeWith, type CatalogueEntry } from '../model';
import { done, failed, httpFailure, networkFailure } from './fixtures';

const at = '2026-11-27T10:00:00.000Z';
export const products: DataTable = {
  id: 'd1',
  name: 'products',
  columns: [
    { name: 'sku', type: 'text', required: true },
    { name: 'price', type: 'number', required: false },
    { name: 'in_stock', type: 'boolean', required: false },
    { name: 'added', type: 'date', required: false },
  ],
  keyColumn: 'sku',
  rowCount: 30,
  updatedAt: at,
};
export const row1: DataRow = { id: 'r1', values: { sku: 'A-1', price: 12.5, in_stock: true, added: '2026-11-01' }, createdAt: at, updatedAt: at };
export const row2: DataRow = { id: 'r2', values: { sku: 'A-2', price: null, in_stock: false, added: null }, createdAt: at, updatedAt: at };
/** A page of two rows out of 30: two pages of 25. */
export const rowsPage: DataRowPage = { rows: [row1, row2], total: 30, page: 1, pageSize: 25 };
export const keyTakenMessage = 'Another row already has this sku.';
export const importLineMessage = 'Line 3: price must be a number.';
export const filterRefusedMessage = 'price must be a number.';

const events = [
  { type: 'RETRY' },
  { type: 'PAGE', page: 2 },
  { type: 'PAGE', page: 9 },
  { type: 'SORT', column: 'price' },
  { type: 'SORT', column: 'unknown' },
  { type: 'FILTER_COLUMN_CHANGED', value: 'price' },
  { type: 'FILTER_VALUE_CHANGED', value: '12.5' },
  { type: 'APPLY_FILTER' },
  { type: 'CLEAR_FILTER' },
  { type: 'ADD' },
  { type: 'EDIT', id: 'r1' },
  { type: 'EDIT', id: 'unknown' },
  { type: 'DELETE', id: 'r2' },
  { type: 'VALUE_CHANGED', column: 'sku', value: 'B-7' },
  { type: 'VALUE_CHANGED', column: 'price', value: 'many' },
  { type: 'IMPORT' },
  { type: 'FILE_CHOSEN', file: new File(['sku,price\nB-1,3\n'], 'products.csv', { type: 'text/csv' }) },
  { type: 'EXPORT' },
  { type: 'SUBMIT' },
  { type: 'CANCEL' },
  { type: 'CONFIRM' },
  done('loadTables', { tables: [products], canWrite: true }),
  done('loadTables', { tables: [products], canWrite: false }),
  done('loadTables', { tables: [], canWrite: true }),
  failed('loadTables', httpFailure(500)),
  failed('loadTables', networkFailure),
  done('loadRows', rowsPage),
  failed('loadRows', httpFailure(400, { message: filterRefusedMessage })),
  done('addRow', row1),
  failed('addRow', httpFailure(400, { message: keyTakenMessage })),
  done('changeRow', row1),
  failed('changeRow', httpFailure(400, { message: keyTakenMessage })),
  done('deleteRow', undefined),
  failed('deleteRow', httpFailure(404, { message: 'This row does not exist.' })),
  done('importRows', { imported: 4 }),
  failed('importRows', httpFailure(400, { message: importLineMessage })),
  done('exportRows', { exported: 30 }),
  failed('exportRows', networkFailure),
];

export const dataTableModel: CatalogueEntry = {
  machine: dataTableMachine,
  appActions: [],
  scenarios: [{ name: "an ADMIN or a member opens a data table's rows", input: { companyId: 'c1', table: 'Products' }, events }],
  // What changes what the page accepts next: who may write, whether the table was found, the page, the filter applied and written, the chosen row, whether the form would be sent and the file chosen.
  serialize: serializeWith(({ context }) => {
    const c = context as DataTableContext;
    return [c.canWrite, c.table !== null, c.listing.page, c.listing.filter !== null, c.filterDraft.column, c.selectedId, formProblem(c) === null, c.importFile !== null];
  }),
};
