// @vitest-environment jsdom
import '../../testing/dom';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dataStationMessages, type DataTable } from '../../../services/contracts/dataStation';
import type { DataStationCalls } from '../../app/actors/dataStationCalls';
import { en, initTestI18n } from '../../testing/i18n';
import { httpFailure } from '../../testing/manualActor';
import { renderRoute } from '../../testing/renderRoute';
import { DataSchemaManager } from './DataSchemaManager';

beforeEach(() => void initTestI18n());
afterEach(cleanup);

const t = (key: string, values?: Record<string, string | number>) => en(`dataStation:${key}`, values);
const at = '2026-11-27T10:00:00.000Z';

/** A company's tables as the server keeps them, named by their names in the calls. */
function fakeCalls({ canWrite = true }: { canWrite?: boolean } = {}) {
  const tables = new Map<string, DataTable>();
  tables.set('products', {
    id: 'd1',
    name: 'products',
    columns: [
      { name: 'sku', type: 'text', required: true },
      { name: 'price', type: 'number', required: false },
    ],
    keyColumn: 'sku',
    rowCount: 12,
    updatedAt: at,
  });
  const sent: Array<{ call: string; input: unknown }> = [];
  const table = (name: string) => {
    const found = tables.get(name);
    if (!found) throw httpFailure(404, dataStationMessages.tableNotFound);
    return found;
  };
  const unused = async () => {
    throw new Error('not a schema call');
  };
  const calls: DataStationCalls = {
    listTables: async () => ({ tables: [...tables.values()], canWrite }),
    createTable: async (input) => {
      sent.push({ call: 'createTable', input });
      if (tables.has(input.name)) throw httpFailure(400, dataStationMessages.tableNameTaken);
      tables.set(input.name, {
        id: `d${tables.size + 1}`,
        name: input.name,
        columns: input.columns.map((c) => ({ ...c, required: c.required ?? false })),
        keyColumn: input.keyColumn,
        rowCount: 0,
        updatedAt: at,
      });
    },
    renameTable: async (input) => {
      sent.push({ call: 'renameTable', input });
      const found = table(input.table);
      tables.delete(input.table);
      tables.set(input.name, { ...found, name: input.name });
    },
    addColumn: async (input) => {
      sent.push({ call: 'addColumn', input });
      const found = table(input.table);
      tables.set(input.table, { ...found, columns: [...found.columns, { name: input.name, type: input.type, required: input.required ?? false }] });
    },
    removeColumn: async (input) => {
      sent.push({ call: 'removeColumn', input });
      const found = table(input.table);
      tables.set(input.table, { ...found, columns: found.columns.filter((c) => c.name !== input.column) });
    },
    deleteTable: async (input) => {
      sent.push({ call: 'deleteTable', input });
      tables.delete(input.table);
    },
    listEveryRow: unused,
    listRows: unused,
    addRow: unused,
    changeRow: unused,
    deleteRow: unused,
    importRows: unused,
    listTokens: unused,
    createToken: unused,
    revokeToken: unused,
  };
  return { calls, sent };
}

const show = (calls: DataStationCalls) => {
  renderRoute(<DataSchemaManager companyId="c1" calls={calls} />, { path: '/data-station-schema-manager', at: '/data-station-schema-manager?companyId=c1' });
  return userEvent.setup();
};

describe('data station schema manager', () => {
  it('shows each table with its rows, key and typed columns, linked to its rows', async () => {
    show(fakeCalls().calls);
    const columns = await screen.findByRole('table', { name: t('schema.list.columnsOf', { name: 'products' }) });
    expect(within(columns).getByRole('row', { name: /sku/ }).textContent).toContain(t('schema.list.uniqueKey'));
    expect(within(columns).getByRole('row', { name: /price/ }).textContent).toContain(t('schema.types.number'));
    expect(screen.getByText(t('schema.list.rows', { rows: '12' }))).toBeTruthy();
    expect(screen.getByRole('link', { name: 'products' }).getAttribute('href')).toBe('/data-station-table?table=products&companyId=c1');
  });

  it('creates a table with its columns and unique key, checked before sending', async () => {
    const { calls, sent } = fakeCalls();
    const user = show(calls);
    await user.click(await screen.findByRole('button', { name: t('schema.create') }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: t('schema.dialogs.tableName') }), '1st');
    await user.click(within(dialog).getByRole('button', { name: t('schema.dialogs.create') }));
    expect(within(dialog).getByRole('alert').textContent).toBe(t('schema.errors.nameInvalid', { max: 63 }));
    const name = within(dialog).getByRole('textbox', { name: t('schema.dialogs.tableName') });
    await user.clear(name);
    await user.type(name, 'stores');
    await user.type(within(dialog).getByRole('textbox', { name: t('schema.dialogs.columnNameN', { n: 1 }) }), 'code');
    await user.click(within(dialog).getByRole('button', { name: t('schema.dialogs.addColumnRow') }));
    await user.type(within(dialog).getByRole('textbox', { name: t('schema.dialogs.columnNameN', { n: 2 }) }), 'city');
    await user.click(within(dialog).getByRole('checkbox', { name: t('schema.dialogs.requiredN', { n: 1 }) }));
    await user.click(within(dialog).getByRole('button', { name: new RegExp(t('schema.dialogs.key').replace(/[()]/g, '\\$&')) }));
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'code' }));
    expect(sent).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: t('schema.dialogs.create') }));
    expect(await screen.findByText(t('schema.notices.created', { table: 'stores' }))).toBeTruthy();
    expect(sent).toEqual([
      {
        call: 'createTable',
        input: {
          companyId: 'c1',
          name: 'stores',
          columns: [
            { name: 'code', type: 'text', required: true },
            { name: 'city', type: 'text', required: false },
          ],
          keyColumn: 'code',
        },
      },
    ]);
    expect(await screen.findByRole('table', { name: t('schema.list.columnsOf', { name: 'stores' }) })).toBeTruthy();
  });

  it('adds a column, and removes one only when confirmed', async () => {
    const { calls, sent } = fakeCalls();
    const user = show(calls);
    await user.click(await screen.findByRole('button', { name: t('schema.list.addColumnTo', { name: 'products' }) }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: t('schema.dialogs.columnName') }), 'PRICE');
    await user.click(within(dialog).getByRole('button', { name: t('schema.dialogs.add') }));
    expect(within(dialog).getByRole('alert').textContent).toBe(t('schema.errors.columnNameTaken'));
    const name = within(dialog).getByRole('textbox', { name: t('schema.dialogs.columnName') });
    await user.clear(name);
    await user.type(name, 'stock');
    await user.click(within(dialog).getByRole('button', { name: t('schema.dialogs.add') }));
    expect(await screen.findByText(t('schema.notices.columnAdded', { column: 'stock', table: 'products' }))).toBeTruthy();
    // The unique key column offers no removal.
    expect(screen.queryByRole('button', { name: t('schema.list.removeColumnOf', { column: 'sku', name: 'products' }) })).toBeNull();
    await user.click(await screen.findByRole('button', { name: t('schema.list.removeColumnOf', { column: 'price', name: 'products' }) }));
    const question = await screen.findByRole('alertdialog');
    await user.click(within(question).getByRole('button', { name: t('schema.removeColumnDialog.confirm') }));
    expect(await screen.findByText(t('schema.notices.columnRemoved', { column: 'price', table: 'products' }))).toBeTruthy();
    expect(sent.map((s) => s.input)).toEqual([
      { companyId: 'c1', table: 'products', name: 'stock', type: 'text', required: false },
      { companyId: 'c1', table: 'products', column: 'price' },
    ]);
  });

  it("renames and deletes a table, showing the server's refusal", async () => {
    const { calls, sent } = fakeCalls();
    const user = show(calls);
    await user.click(await screen.findByRole('button', { name: t('schema.list.renameOf', { name: 'products' }) }));
    const dialog = await screen.findByRole('dialog');
    const name = within(dialog).getByRole('textbox', { name: t('schema.dialogs.tableName') });
    await user.clear(name);
    await user.type(name, 'items');
    await user.click(within(dialog).getByRole('button', { name: t('schema.dialogs.save') }));
    expect(await screen.findByText(t('schema.notices.renamed', { table: 'products', name: 'items' }))).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: t('schema.list.deleteOf', { name: 'items' }) }));
    const question = await screen.findByRole('alertdialog');
    expect(question.textContent).toContain(t('schema.deleteDialog.text', { name: 'items', rows: 12 }));
    await user.click(within(question).getByRole('button', { name: t('schema.deleteDialog.confirm') }));
    expect(await screen.findByText(t('schema.notices.deleted', { table: 'items' }))).toBeTruthy();
    await waitFor(() => expect(screen.getByText(t('schema.list.emptyAdmin'))).toBeTruthy());
    expect(sent.map((s) => s.call)).toEqual(['renameTable', 'deleteTable']);
  });

  it('a member reads the schema and is offered no change', async () => {
    show(fakeCalls({ canWrite: false }).calls);
    expect(await screen.findByRole('table', { name: t('schema.list.columnsOf', { name: 'products' }) })).toBeTruthy();
    expect(screen.getByText(t('schema.readOnly'))).toBeTruthy();
    expect(screen.queryAllByRole('button')).toEqual([]);
  });
});
