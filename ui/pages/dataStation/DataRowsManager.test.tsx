// @vitest-environment jsdom
import '../../testing/dom';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dataStationMessages, type DataRow, type DataTable } from '../../../services/contracts/dataStation';
import { readEveryRow } from '../../../services/dataStation';
import type { DataStationCalls, RowListing } from '../../app/actors/dataStationCalls';
import { en, initTestI18n } from '../../testing/i18n';
import { httpFailure } from '../../testing/manualActor';
import { renderRoute } from '../../testing/renderRoute';
import { DataRowsManager } from './DataRowsManager';

beforeEach(() => void initTestI18n());
afterEach(cleanup);

const t = (key: string, values?: Record<string, string | number>) => en(`dataStation:${key}`, values);
const at = '2026-11-27T10:00:00.000Z';
const products: DataTable = {
  id: 'd1',
  name: 'products',
  columns: [
    { name: 'sku', type: 'text', required: true },
    { name: 'price', type: 'number', required: false },
    { name: 'in_stock', type: 'boolean', required: false },
  ],
  keyColumn: 'sku',
  rowCount: 30,
  updatedAt: at,
};

/** A table of `count` rows as the server keeps them: paged, sorted and filtered like the server. */
function fakeCalls({ canWrite = true, count = 30 }: { canWrite?: boolean; count?: number } = {}) {
  const rows: DataRow[] = Array.from({ length: count }, (_, i) => ({
    id: `r${i + 1}`,
    values: { sku: `S-${String(i + 1).padStart(2, '0')}`, price: i + 1, in_stock: i % 2 === 0 },
    createdAt: at,
    updatedAt: at,
  }));
  const sent: Array<{ call: string; input: unknown }> = [];
  const listed: RowListing[] = [];
  const unused = async () => {
    throw new Error('not a row call');
  };
  const table = (name: string) => {
    if (name !== 'products') throw httpFailure(404, dataStationMessages.tableNotFound);
    return products;
  };
  const calls: DataStationCalls = {
    listTables: async () => ({ tables: [products], canWrite }),
    createTable: unused,
    renameTable: unused,
    addColumn: unused,
    removeColumn: unused,
    deleteTable: unused,
    listRows: async ({ companyId: _c, table: name, ...listing }) => {
      table(name);
      listed.push(listing);
      let found = rows.filter((row) => !listing.column || String(row.values[listing.column] ?? '') === (listing.value ?? ''));
      if (listing.sort) {
        const key = listing.sort;
        found = [...found].sort((a, b) => (Number(a.values[key]) - Number(b.values[key])) * (listing.order === 'desc' ? -1 : 1));
      }
      const start = (listing.page - 1) * listing.pageSize;
      return { rows: found.slice(start, start + listing.pageSize), total: found.length, page: listing.page, pageSize: listing.pageSize };
    },
    // The export pages through the listing as the console's own calls do.
    listEveryRow: (listing, options) => readEveryRow((input) => calls.listRows(input), listing, options),
    addRow: async (input) => {
      sent.push({ call: 'addRow', input });
      if (rows.some((row) => row.values['sku'] === input.values['sku'])) throw httpFailure(400, dataStationMessages.keyTaken('sku'));
      const row = { id: `r${rows.length + 1}`, values: input.values, createdAt: at, updatedAt: at };
      rows.push(row);
      return row;
    },
    changeRow: async (input) => {
      sent.push({ call: 'changeRow', input });
      const row = rows.find((r) => r.id === input.id)!;
      row.values = { ...row.values, ...input.values };
      return row;
    },
    deleteRow: async (input) => {
      sent.push({ call: 'deleteRow', input });
      rows.splice(
        rows.findIndex((r) => r.id === input.id),
        1,
      );
    },
    importRows: async ({ file, ...input }) => {
      const csv = await file.text();
      sent.push({ call: 'importRows', input: { ...input, csv } });
      if (csv.includes('oops')) throw httpFailure(400, dataStationMessages.importLine(3, dataStationMessages.valueNotNumber('price')));
      return { imported: csv.trim().split('\n').length - 1 };
    },
    listTokens: unused,
    createToken: unused,
    revokeToken: unused,
  };
  return { calls, sent, listed, rows };
}

function show(calls: DataStationCalls, table = 'Products') {
  const saved: Array<{ fileName: string; content: string }> = [];
  renderRoute(<DataRowsManager companyId="c1" table={table} calls={calls} saveFile={(fileName, content) => saved.push({ fileName, content })} />, {
    path: '/data-station-table',
    at: `/data-station-table?table=${table}&companyId=c1`,
  });
  return { user: userEvent.setup(), saved };
}

const rowsTable = () => screen.findByRole('table', { name: t('table.list.caption', { name: 'products' }) });
const bodyRows = async () =>
  within(await rowsTable())
    .getAllByRole('row')
    .slice(1);

describe('data station table page', () => {
  it('lists the rows of the table named in any case, page by page, and sorts by a column both ways', async () => {
    const { calls, listed } = fakeCalls();
    const { user } = show(calls);
    const first = await bodyRows();
    expect(first).toHaveLength(25);
    expect(first[0]!.textContent).toContain('S-01');
    expect(first[0]!.textContent).toContain(t('table.list.yes'));
    expect(first[1]!.textContent).toContain(t('table.list.no'));
    expect(screen.getByText(t('table.total', { total: 30 }))).toBeTruthy();
    expect(screen.getByText(t('table.pages.of', { page: 1, pages: 2 }))).toBeTruthy();
    await user.click(screen.getByRole('button', { name: t('table.pages.next') }));
    await waitFor(async () => expect(await bodyRows()).toHaveLength(5));
    expect(listed.at(-1)).toEqual({ page: 2, pageSize: 25 });
    const priceHeader = () => screen.getByRole('button', { name: t('table.list.sortBy', { column: 'price' }) }).closest('th')!;
    await user.click(screen.getByRole('button', { name: t('table.list.sortBy', { column: 'price' }) }));
    await waitFor(() => expect(priceHeader().getAttribute('aria-sort')).toBe('ascending'));
    await user.click(screen.getByRole('button', { name: t('table.list.sortBy', { column: 'price' }) }));
    await waitFor(() => expect(priceHeader().getAttribute('aria-sort')).toBe('descending'));
    expect(listed.at(-1)).toEqual({ page: 1, pageSize: 25, sort: 'price', order: 'desc' });
    expect((await bodyRows())[0]!.textContent).toContain('S-30');
  });

  it("filters by one column's value and clears the filter", async () => {
    const { calls, listed } = fakeCalls();
    const { user } = show(calls);
    await rowsTable();
    expect(screen.getByRole('button', { name: t('table.filter.apply') }).hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('button', { name: new RegExp(t('table.filter.column')) }));
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'sku' }));
    await user.type(screen.getByRole('textbox', { name: t('table.filter.value') }), 'S-07');
    await user.click(screen.getByRole('button', { name: t('table.filter.apply') }));
    await waitFor(async () => expect(await bodyRows()).toHaveLength(1));
    expect(listed.at(-1)).toEqual({ page: 1, pageSize: 25, column: 'sku', value: 'S-07' });
    expect(screen.getByText(t('table.filter.active', { column: 'sku', value: 'S-07' }))).toBeTruthy();
    await user.click(screen.getByRole('button', { name: t('table.filter.clear') }));
    await waitFor(async () => expect(await bodyRows()).toHaveLength(25));
    expect(listed.at(-1)).toEqual({ page: 1, pageSize: 25 });
  });

  it('adds a row checked before sending, and shows the refusal of a taken key', async () => {
    const { calls, sent } = fakeCalls({ count: 3 });
    const { user } = show(calls);
    await user.click(await screen.findByRole('button', { name: t('table.add') }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /price/ }), 'cheap');
    await user.click(within(dialog).getByRole('button', { name: t('table.dialog.add') }));
    expect(within(dialog).getByRole('alert').textContent).toBe(t('table.errors.valueRequired', { column: 'sku' }));
    await user.type(within(dialog).getByRole('textbox', { name: /sku/ }), 'S-01');
    await user.click(within(dialog).getByRole('button', { name: t('table.dialog.add') }));
    expect(within(dialog).getByRole('alert').textContent).toBe(t('table.errors.valueNotNumber', { column: 'price' }));
    expect(sent).toEqual([]);
    const price = within(dialog).getByRole('textbox', { name: /price/ });
    await user.clear(price);
    await user.type(price, '4.5');
    await user.click(within(dialog).getByRole('button', { name: new RegExp(en('dataStation:table.dialog.empty')) }));
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: t('table.list.yes') }));
    await user.click(within(dialog).getByRole('button', { name: t('table.dialog.add') }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty('textContent', dataStationMessages.keyTaken('sku'));
    const sku = within(dialog).getByRole('textbox', { name: /sku/ });
    await user.clear(sku);
    await user.type(sku, 'N-1');
    await user.click(within(dialog).getByRole('button', { name: t('table.dialog.add') }));
    expect(await screen.findByText(t('table.notices.added'))).toBeTruthy();
    expect(sent.at(-1)).toEqual({ call: 'addRow', input: { companyId: 'c1', table: 'products', values: { sku: 'N-1', price: 4.5, in_stock: true } } });
    await waitFor(async () => expect(await bodyRows()).toHaveLength(4));
  });

  it('changes only the values that changed, and deletes a row only when confirmed', async () => {
    const { calls, sent } = fakeCalls({ count: 3 });
    const { user } = show(calls);
    await user.click(await screen.findByRole('button', { name: t('table.list.editOf', { row: 'S-02' }) }));
    const dialog = await screen.findByRole('dialog');
    const price = within(dialog).getByRole('textbox', { name: /price/ });
    expect(price).toHaveProperty('value', '2');
    await user.clear(price);
    await user.click(within(dialog).getByRole('button', { name: t('table.dialog.save') }));
    expect(await screen.findByText(t('table.notices.changed'))).toBeTruthy();
    expect(sent).toEqual([{ call: 'changeRow', input: { companyId: 'c1', table: 'products', id: 'r2', values: { price: null } } }]);
    await user.click(screen.getByRole('button', { name: t('table.list.deleteOf', { row: 'S-03' }) }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm.textContent).toContain(t('table.deleteDialog.text', { row: 'S-03' }));
    await user.click(within(confirm).getByRole('button', { name: t('table.deleteDialog.cancel') }));
    expect(sent).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: t('table.list.deleteOf', { row: 'S-03' }) }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: t('table.deleteDialog.confirm') }));
    expect(await screen.findByText(t('table.notices.deleted'))).toBeTruthy();
    expect(sent.at(-1)).toEqual({ call: 'deleteRow', input: { companyId: 'c1', table: 'products', id: 'r3' } });
    await waitFor(async () => expect(await bodyRows()).toHaveLength(2));
  });

  it("imports a CSV file, all or nothing, showing the server's line that failed", async () => {
    const { calls, sent } = fakeCalls({ count: 3 });
    const { user } = show(calls);
    await user.click(await screen.findByRole('button', { name: t('table.import') }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: t('table.importDialog.import') }));
    expect(within(dialog).getByRole('alert').textContent).toBe(t('table.errors.chooseFile'));
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File(['sku,price\nA,1\nB,oops\n'], 'bad.csv', { type: 'text/csv' }));
    expect(await within(dialog).findByText(t('table.importDialog.chosen', { file: '\u2068bad.csv\u2069' }))).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: t('table.importDialog.import') }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty('textContent', 'Line 3: price must be a number.');
    await user.upload(input, new File(['sku,price\nA,1\nB,2\n'], 'good.csv', { type: 'text/csv' }));
    await waitFor(() => expect(within(dialog).getByText(t('table.importDialog.chosen', { file: '\u2068good.csv\u2069' }))).toBeTruthy());
    await user.click(within(dialog).getByRole('button', { name: t('table.importDialog.import') }));
    expect(await screen.findByText(t('table.notices.imported', { count: 2, file: 'good.csv' }))).toBeTruthy();
    expect(sent.map((s) => (s.input as { csv: string }).csv)).toEqual(['sku,price\nA,1\nB,oops\n', 'sku,price\nA,1\nB,2\n']);
  });

  it('exports every row of the listing as CSV, and a member reads and exports without changing', async () => {
    const { calls } = fakeCalls({ canWrite: false, count: 130 });
    const { user, saved } = show(calls);
    await rowsTable();
    expect(screen.getByText(t('table.readOnly'))).toBeTruthy();
    expect(screen.queryByRole('button', { name: t('table.add') })).toBeNull();
    expect(screen.queryByRole('button', { name: t('table.import') })).toBeNull();
    expect(screen.queryByRole('button', { name: t('table.list.editOf', { row: 'S-01' }) })).toBeNull();
    await user.click(screen.getByRole('button', { name: t('table.export') }));
    expect(await screen.findByText(t('table.notices.exported', { count: 130 }))).toBeTruthy();
    expect(saved).toHaveLength(1);
    const lines = saved[0]!.content.split('\r\n');
    expect(saved[0]!.fileName).toMatch(/^products-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(lines[0]).toBe('sku,price,in_stock');
    expect(lines).toHaveLength(131);
    expect(lines[130]).toBe('S-130,130,false');
  });

  it('says so when the company has no table of that name', async () => {
    show(fakeCalls().calls, 'gone');
    expect((await screen.findByRole('alert')).textContent).toContain(t('table.missing', { name: 'gone' }));
    expect(screen.getByRole('link', { name: t('table.allTables') }).getAttribute('href')).toBe('/data-station-schema-manager?companyId=c1');
  });

  it('reads in Arabic', async () => {
    initTestI18n('ar');
    show(fakeCalls({ count: 2 }).calls);
    expect(await screen.findByRole('button', { name: 'إضافة صف' })).toBeTruthy();
  });
});
