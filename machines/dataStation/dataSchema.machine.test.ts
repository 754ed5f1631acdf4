import { describe, expect, it } from 'vitest';
import { assertFullCoverage } from '../../tests/paths/coverage';
import { replayPath, type Driver, type StateChecks } from '../../tests/paths/driver';
import { generatePaths } from '../../tests/paths/model';
import { dataSchemaModel, nameTakenMessage } from '../../tests/paths/models/dataSchema.model';
import { dataSchemaMachine, newColumnProblem, newTableProblem, renameProblem, selectedTable, tableInput, type DataSchemaContext } from './dataSchema.machine';
import { columnsProblem, dataNameProblem, tableNameProblem } from './dataSchemaTexts';

const paths = generatePaths(dataSchemaModel);
const ctx = (d: Driver) => d.snapshot().context as DataSchemaContext;
const last = (d: Driver, actor: string) => d.invocations[actor]?.at(-1);

const checks: StateChecks = {
  loading: (d, step) => {
    expect(last(d, 'loadTables')).toEqual({ companyId: 'c1' });
    const notices: Record<string, unknown> = {
      'xstate.done.actor.createTable': { key: 'dataStation.schema.notices.created', values: { table: 'orders' } },
      'xstate.done.actor.deleteTable': { key: 'dataStation.schema.notices.deleted', values: { table: 'stores' } },
      'xstate.done.actor.removeColumn': { key: 'dataStation.schema.notices.columnRemoved', values: { table: 'products', column: 'price' } },
    };
    if (step.event.type in notices) expect(ctx(d).notice).toEqual(notices[step.event.type]);
    // After a change the forms are closed and the list is read again.
    if (step.event.type.startsWith('xstate.done.actor.')) expect(ctx(d).selectedId).toBeNull();
  },
  loadFailed: (d, step) => {
    const status = (step.event as { error?: { status?: number } }).error?.status;
    expect(ctx(d).error).toEqual(status === 500 ? { key: 'common.errors.internet' } : { key: 'common.errors.noInternet' });
  },
  listing: (d, step) => {
    const c = ctx(d);
    expect(c.selectedId).toBeNull();
    expect(c.selectedColumn).toBeNull();
    const s = d.snapshot();
    expect(s.can({ type: 'CREATE' })).toBe(c.canWrite);
    expect(s.can({ type: 'RENAME', id: 'd1' })).toBe(c.canWrite);
    expect(s.can({ type: 'DELETE', id: 'd2' })).toBe(c.canWrite && c.tables.some((t) => t.id === 'd2'));
    expect(s.can({ type: 'RENAME', id: 'unknown' })).toBe(false);
    expect(s.can({ type: 'REMOVE_COLUMN', id: 'd1', column: 'unknown' })).toBe(false);
    if (step.event.type === 'xstate.error.actor.removeColumn')
      expect(c.error).toEqual({ key: 'dataStation.schema.errors.removeColumnFailed', message: 'The unique key column cannot be removed.' });
    if (step.event.type === 'xstate.error.actor.deleteTable') expect(c.error).toEqual({ key: 'dataStation.schema.errors.deleteFailed', message: 'This table does not exist.' });
  },
  creating: (d, step) => {
    const c = ctx(d);
    if (step.event.type === 'CREATE') expect(c.table).toEqual({ name: '', columns: [{ name: '', type: 'text', required: false }], keyColumn: null });
    if (step.event.type === 'SUBMIT') expect(c.formError).toEqual(newTableProblem(c));
    if (step.event.type === 'xstate.error.actor.createTable') expect(c.formError).toEqual({ key: 'dataStation.schema.errors.createFailed', message: nameTakenMessage });
    // The key names one of the form's columns or nothing.
    if (c.table.keyColumn !== null) expect(c.table.columns.map((col) => col.name)).toContain(c.table.keyColumn);
  },
  savingTable: (d) => expect(last(d, 'createTable')).toEqual({ companyId: 'c1', ...tableInput(ctx(d).table) }),
  renaming: (d, step) => {
    const c = ctx(d);
    expect(selectedTable(c)?.id).toBe('d1');
    if (step.event.type === 'RENAME') expect(c.table.name).toBe('products');
    if (step.event.type === 'SUBMIT') expect(c.formError).toEqual(renameProblem(c));
    if (step.event.type === 'xstate.error.actor.renameTable') expect(c.formError).toEqual({ key: 'dataStation.schema.errors.renameFailed', message: nameTakenMessage });
  },
  savingName: (d) => expect(last(d, 'renameTable')).toEqual({ companyId: 'c1', table: 'products', name: ctx(d).table.name.trim() }),
  addingColumn: (d, step) => {
    const c = ctx(d);
    if (step.event.type === 'SUBMIT') expect(c.formError).toEqual(newColumnProblem(c));
    if (step.event.type === 'SUBMIT' && c.column.name === 'SKU') expect(c.formError).toEqual({ key: 'dataStation.schema.errors.columnNameTaken' });
  },
  savingColumn: (d) => {
    const c = ctx(d);
    expect(last(d, 'addColumn')).toEqual({ companyId: 'c1', table: 'products', name: c.column.name.trim(), type: c.column.type, required: c.column.required });
  },
  confirmingColumnRemoval: (d) => {
    expect(ctx(d).selectedColumn).toBe('price');
    expect(d.invocations['removeColumn']?.length ?? 0).toBe(0);
  },
  removingColumn: (d) => expect(last(d, 'removeColumn')).toEqual({ companyId: 'c1', table: 'products', column: 'price' }),
  confirmingDeletion: (d) => {
    expect(selectedTable(ctx(d))?.name).toBe('stores');
    expect(d.invocations['deleteTable']?.length ?? 0).toBe(0);
  },
  deletingTable: (d) => expect(last(d, 'deleteTable')).toEqual({ companyId: 'c1', table: 'stores' }),
};

describe('dataSchema rules', () => {
  it('checks names and columns as the server does', () => {
    expect(dataNameProblem('orders')).toBeNull();
    expect(dataNameProblem(' ')).toEqual({ key: 'dataStation.schema.errors.nameEmpty' });
    expect(dataNameProblem('1st')).toEqual({ key: 'dataStation.schema.errors.nameInvalid', values: { max: 63 } });
    expect(dataNameProblem(`a${'b'.repeat(63)}`)).toEqual({ key: 'dataStation.schema.errors.nameInvalid', values: { max: 63 } });
    expect(tableNameProblem('Orders', ['orders'])).toEqual({ key: 'dataStation.schema.errors.tableNameTaken' });
    expect(columnsProblem([])).toEqual({ key: 'dataStation.schema.errors.noColumns' });
    expect(
      columnsProblem([
        { name: 'a', type: 'text', required: false },
        { name: 'A', type: 'number', required: false },
      ]),
    ).toEqual({ key: 'dataStation.schema.errors.columnNameTaken' });
    expect(columnsProblem(Array.from({ length: 31 }, (_, i) => ({ name: `c${i}`, type: 'text' as const, required: false })))).toEqual({
      key: 'dataStation.schema.errors.tooManyColumns',
      values: { max: 30 },
    });
  });
  it('sends the new table trimmed, with a key only when it names a column', () => {
    expect(tableInput({ name: ' orders ', columns: [{ name: ' no ', type: 'text', required: true }], keyColumn: 'gone' })).toEqual({
      name: 'orders',
      columns: [{ name: 'no', type: 'text', required: true }],
      keyColumn: null,
    });
  });
});

describe('dataSchemaMachine paths', () => {
  it('reach every state and take every transition', () => {
    expect(assertFullCoverage(dataSchemaMachine, paths).transitions.missing).toEqual([]);
  });
  it.each(paths.map((p, i) => [i + 1, p.scenario, p.description, p] as const))('path %i [%s]: %s', async (_, __, ___, path) => {
    await replayPath(dataSchemaModel, path, checks);
  });
});
