import { dataSchemaMachine, newColumnProblem, newTableProblem, renameProblem, type DataSchemaContext } from '../../../machines/dataStation/dataSchema.machine';
import type { DataTable } from '../../../services/contracts/dataStation';
import { serializeWith, type CatalogueEntry } from '../model';
import { done, failed, httpFailure, networkFailure } from './fixtures';

const at = '2026-11-27T10:00:00.000Z';
export const products: DataTable = {
  id: 'd1',
  name: 'products',
  columns: [
    { name: 'sku', type: 'text', required: true },
    { name: 'price', type: 'number', required: false },
  ],
  keyColumn: 'sku',
  rowCount: 12,
  updatedAt: at,
};
export const stores: DataTable = { id: 'd2', name: 'stores', columns: [{ name: 'city', type: 'text', required: false }], keyColumn: null, rowCount: 0, updatedAt: at };
export const nameTakenMessage = 'The company already has a table with this name.';

const events = [
  { type: 'RETRY' },
  { type: 'CREATE' },
  { type: 'RENAME', id: 'd1' },
  { type: 'RENAME', id: 'unknown' },
  { type: 'ADD_COLUMN', id: 'd1' },
  { type: 'REMOVE_COLUMN', id: 'd1', column: 'price' },
  { type: 'REMOVE_COLUMN', id: 'd1', column: 'unknown' },
  { type: 'DELETE', id: 'd2' },
  { type: 'NAME_CHANGED', value: 'orders' },
  { type: 'NAME_CHANGED', value: 'STORES' },
  { type: 'NAME_CHANGED', value: '1st table' },
  { type: 'COLUMN_ADDED' },
  { type: 'COLUMN_CHANGED', index: 0, column: { name: 'orderNo', type: 'text', required: true } },
  { type: 'COLUMN_DROPPED', index: 1 },
  { type: 'KEY_CHANGED', value: 'orderNo' },
  { type: 'COLUMN_NAME_CHANGED', value: 'stock' },
  { type: 'COLUMN_NAME_CHANGED', value: 'SKU' },
  { type: 'COLUMN_TYPE_CHANGED', value: 'number' },
  { type: 'COLUMN_REQUIRED_CHANGED', value: true },
  { type: 'SUBMIT' },
  { type: 'CANCEL' },
  { type: 'CONFIRM' },
  done('loadTables', { tables: [products, stores], canWrite: true }),
  done('loadTables', { tables: [products], canWrite: false }),
  failed('loadTables', httpFailure(500)),
  failed('loadTables', networkFailure),
  done('createTable', undefined),
  failed('createTable', httpFailure(400, { message: nameTakenMessage })),
  done('renameTable', undefined),
  failed('renameTable', httpFailure(400, { message: nameTakenMessage })),
  done('addColumn', undefined),
  failed('addColumn', httpFailure(400, { message: 'A table has at most 30 columns.' })),
  done('removeColumn', undefined),
  failed('removeColumn', httpFailure(400, { message: 'The unique key column cannot be removed.' })),
  done('deleteTable', undefined),
  failed('deleteTable', httpFailure(404, { message: 'This table does not exist.' })),
];

export const dataSchemaModel: CatalogueEntry = {
  machine: dataSchemaMachine,
  appActions: [],
  scenarios: [{ name: "an ADMIN or a member opens the company's data tables", input: { companyId: 'c1' }, events }],
  // What changes what the manager accepts next: who may write, the listed tables, the chosen table and column, and whether each form would be sent.
  serialize: serializeWith(({ context }) => {
    const c = context as DataSchemaContext;
    return [c.canWrite, c.tables.map((t) => t.id).join(), c.selectedId, c.selectedColumn, newTableProblem(c) === null, renameProblem(c) === null, newColumnProblem(c) === null];
  }),
};
