import { describe, expect, it } from 'vitest';
import { assertFullCoverage } from '../../tests/paths/coverage';
import { replayPath, type Driver, type StateChecks } from '../../tests/paths/driver';
import { generatePaths } from '../../tests/paths/model';
import { dataTableModel, filterRefusedMessage, importLineMessage, keyTakenMessage, products, row1 } from '../../tests/paths/models/dataTable.model';
import { dataTableMachine, formProblem, formValues, listingQuery, selectedRow, type DataTableContext } from './dataTable.machine';
import { isCalendarDay, rowForm, rowProblem, rowValues, valueProblem } from './dataTableTexts';

const paths = generatePaths(dataTableModel);
const ctx = (d: Driver) => d.snapshot().context as DataTableContext;
const last = (d: Driver, actor: string) => d.invocations[actor]?.at(-1);
const [sku, price, inStock, added] = products.columns as [
  (typeof products.columns)[number],
  (typeof products.columns)[number],
  (typeof products.columns)[number],
  (typeof products.columns)[number],
];

const checks: StateChecks = {
  loading: (d) => expect(last(d, 'loadTables')).toEqual({ companyId: 'c1' }),
  loadFailed: (d, step) => {
    const status = (step.event as { error?: { status?: number } }).error?.status;
    expect(ctx(d).error).toEqual(status === 500 ? { key: 'common.errors.internet' } : { key: 'common.errors.noInternet' });
  },
  missing: (d) => {
    expect(ctx(d).table).toBeNull();
    expect(d.invocations['loadRows']?.length ?? 0).toBe(0);
  },
  fetching: (d, step) => {
    const c = ctx(d);
    // The address named the table in another case: the server is asked by its own name.
    expect(last(d, 'loadRows')).toEqual(listingQuery(c));
    expect(listingQuery(c).table).toBe('products');
    if (step.event.type === 'PAGE') expect(c.listing.page).toBe(2);
    if (step.event.type === 'SORT' || step.event.type === 'APPLY_FILTER' || step.event.type === 'CLEAR_FILTER') expect(c.listing.page).toBe(1);
    if (step.event.type === 'APPLY_FILTER') expect(last(d, 'loadRows')).toMatchObject({ column: 'price', value: c.filterDraft.value });
    if (step.event.type === 'CLEAR_FILTER') expect(last(d, 'loadRows')).not.toHaveProperty('column');
    const notices: Record<string, unknown> = {
      'xstate.done.actor.addRow': { key: 'dataStation.table.notices.added', values: {} },
      'xstate.done.actor.changeRow': { key: 'dataStation.table.notices.changed', values: {} },
      'xstate.done.actor.deleteRow': { key: 'dataStation.table.notices.deleted', values: {} },
      'xstate.done.actor.importRows': { key: 'dataStation.table.notices.imported', values: { count: 4, file: 'products.csv' } },
    };
    if (step.event.type in notices) {
      expect(c.notice).toEqual(notices[step.event.type]);
      expect(c.selectedId).toBeNull();
    }
    if (step.event.type === 'xstate.done.actor.importRows') expect(c.listing.page).toBe(1);
  },
  rowsFailed: (d, step) => {
    if (step.event.type === 'xstate.error.actor.loadRows') expect(ctx(d).error).toEqual({ key: 'dataStation.table.errors.rowsFailed', message: filterRefusedMessage });
    expect(d.snapshot().can({ type: 'CLEAR_FILTER' })).toBe(ctx(d).listing.filter !== null);
  },
  browsing: (d, step) => {
    const c = ctx(d);
    const s = d.snapshot();
    expect(c.selectedId).toBeNull();
    if (step.event.type === 'xstate.done.actor.loadRows') expect(c.rows.map((r) => r.id)).toEqual(['r1', 'r2']);
    expect(s.can({ type: 'ADD' })).toBe(c.canWrite);
    expect(s.can({ type: 'IMPORT' })).toBe(c.canWrite);
    expect(s.can({ type: 'EDIT', id: 'r1' })).toBe(c.canWrite);
    expect(s.can({ type: 'EDIT', id: 'unknown' })).toBe(false);
    expect(s.can({ type: 'EXPORT' })).toBe(true);
    expect(s.can({ type: 'PAGE', page: 9 })).toBe(false);
    expect(s.can({ type: 'PAGE', page: 2 })).toBe(c.listing.page !== 2);
    expect(s.can({ type: 'SORT', column: 'unknown' })).toBe(false);
    expect(s.can({ type: 'APPLY_FILTER' })).toBe(c.filterDraft.column === 'price');
    if (step.event.type === 'xstate.error.actor.deleteRow') expect(c.error).toEqual({ key: 'dataStation.table.errors.deleteFailed', message: 'This row does not exist.' });
    if (step.event.type === 'xstate.done.actor.exportRows') expect(c.notice).toEqual({ key: 'dataStation.table.notices.exported', values: { count: 30 } });
    if (step.event.type === 'xstate.error.actor.exportRows') expect(c.error).toEqual({ key: 'common.errors.noInternet' });
  },
  editing: (d, step) => {
    const c = ctx(d);
    if (step.event.type === 'ADD') expect(c.form).toEqual({ sku: '', price: '', in_stock: '', added: '' });
    if (step.event.type === 'EDIT') expect(c.form).toEqual({ sku: 'A-1', price: '12.5', in_stock: 'true', added: '2026-11-01' });
    if (step.event.type === 'SUBMIT') expect(c.formError).toEqual(formProblem(c));
    if (step.event.type.startsWith('xstate.error.actor.')) expect(c.formError).toEqual({ key: 'dataStation.table.errors.saveFailed', message: keyTakenMessage });
  },
  addingRow: (d) => {
    const c = ctx(d);
    expect(c.selectedId).toBeNull();
    expect(last(d, 'addRow')).toEqual({ companyId: 'c1', table: 'products', values: formValues(c) });
  },
  changingRow: (d) => {
    const c = ctx(d);
    expect(selectedRow(c)?.id).toBe('r1');
    expect(last(d, 'changeRow')).toEqual({ companyId: 'c1', table: 'products', id: 'r1', values: formValues(c) });
  },
  confirmingDelete: (d) => {
    expect(selectedRow(ctx(d))?.id).toBe('r2');
    expect(d.invocations['deleteRow']?.length ?? 0).toBe(0);
  },
  deletingRow: (d) => expect(last(d, 'deleteRow')).toEqual({ companyId: 'c1', table: 'products', id: 'r2' }),
  importing: (d, step) => {
    const c = ctx(d);
    if (step.event.type === 'IMPORT') expect(c.importFile).toBeNull();
    if (step.event.type === 'SUBMIT') expect(c.formError).toEqual({ key: 'dataStation.table.errors.chooseFile' });
    if (step.event.type === 'xstate.error.actor.importRows') expect(c.formError).toEqual({ key: 'dataStation.table.errors.importFailed', message: importLineMessage });
  },
  sendingImport: async (d) => {
    const input = last(d, 'importRows') as { companyId: string; table: string; file: Blob };
    expect({ companyId: input.companyId, table: input.table, csv: await input.file.text() }).toEqual({ companyId: 'c1', table: 'products', csv: 'sku,price\nB-1,3\n' });
  },
  exporting: (d) => {
    const c = ctx(d);
    const { page: _page, pageSize: _size, ...query } = listingQuery(c);
    expect(last(d, 'exportRows')).toEqual({ ...query, columns: ['sku', 'price', 'in_stock', 'added'] });
  },
};

describe('dataTable rules', () => {
  it('checks each value as the server does', () => {
    expect(valueProblem(sku, ' ')).toEqual({ key: 'dataStation.table.errors.valueRequired', values: { column: 'sku' } });
    expect(valueProblem(sku, 'x'.repeat(2001))).toEqual({ key: 'dataStation.table.errors.valueTooLong', values: { column: 'sku', max: 2000 } });
    expect(valueProblem(price, 'many')).toEqual({ key: 'dataStation.table.errors.valueNotNumber', values: { column: 'price' } });
    expect(valueProblem(price, ' -1.5e3 ')).toBeNull();
    expect(valueProblem(price, '')).toBeNull();
    expect(valueProblem(added, '2026-02-30')).toEqual({ key: 'dataStation.table.errors.valueNotDate', values: { column: 'added' } });
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(rowProblem(products.columns, { sku: 'A', price: 'x' })).toEqual({ key: 'dataStation.table.errors.valueNotNumber', values: { column: 'price' } });
  });
  it('sends a new row with its filled values typed, and a change with only what changed', () => {
    expect(rowValues(products.columns, { sku: 'B', price: '3', in_stock: 'false', added: '' }, null)).toEqual({ sku: 'B', price: 3, in_stock: false });
    const form = { ...rowForm(products.columns, row1), price: '', in_stock: 'true', added: '2026-12-01' };
    expect(rowValues(products.columns, form, row1)).toEqual({ price: null, added: '2026-12-01' });
    expect(rowValues([inStock], { in_stock: '' }, row1)).toEqual({ in_stock: null });
  });
});

describe('dataTableMachine paths', () => {
  it('reach every state and take every transition', () => {
    expect(assertFullCoverage(dataTableMachine, paths).transitions.missing).toEqual([]);
  });
  it.each(paths.map((p, i) => [i + 1, p.scenario, p.description, p] as const))('path %i [%s]: %s', async (_, __, ___, path) => {
    await replayPath(dataTableModel, path, checks);
  });
});
