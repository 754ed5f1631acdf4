// @vitest-environment node
import ky from 'ky';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataStationMessages } from '../../services/contracts/dataStation';
import { createDataStationCalls } from '../../services/dataStation';
import { companyWith, personWithSession, type Person } from './graphqlHelpers';
import { type TestApp, listeningTestApp } from './testApp';

let t: TestApp;
let base = '';
let admin: Person;
let companyId = '';

/** The console's data station calls, signed in as `who`, over real HTTP. */
const callsOf = (who: Person) => createDataStationCalls(ky.create({ prefixUrl: base, retry: 0, headers: { authorization: `Bearer ${who.token}` } }));

beforeAll(async () => {
  ({ t, base } = await listeningTestApp());
  admin = await personWithSession(t, 'Admin');
  companyId = await companyWith(t, 'Data Calls Inc', [[admin, 'ADMIN']]);
});

afterAll(async () => {
  await t.app.close();
  await t.db.destroy();
});

describe("the data station's client calls", () => {
  it('create a table, change its schema, add, list, change, import and delete rows, and create and revoke a token, each answer checked', async () => {
    const calls = callsOf(admin);
    await calls.createTable({ companyId, name: 'orders', columns: [{ name: 'code', type: 'text', required: true }], keyColumn: 'code' });
    await calls.addColumn({ companyId, table: 'orders', name: 'total', type: 'number' });
    await calls.renameTable({ companyId, table: 'orders', name: 'sales' });
    const row = await calls.addRow({ companyId, table: 'sales', values: { code: 'A1', total: 5 } });
    expect((await calls.changeRow({ companyId, table: 'sales', id: row.id, values: { total: 6 } })).values).toEqual({ code: 'A1', total: 6 });
    expect(await calls.importRows({ companyId, table: 'sales', file: new Blob(['code,total\nB2,7\n'], { type: 'text/csv' }) })).toEqual({ imported: 1 });
    expect((await calls.listRows({ companyId, table: 'sales', page: 1, pageSize: 10, sort: 'total', order: 'desc', column: 'code', value: 'B2' })).rows[0]?.values).toEqual({
      code: 'B2',
      total: 7,
    });
    await calls.deleteRow({ companyId, table: 'sales', id: row.id });
    await calls.removeColumn({ companyId, table: 'sales', column: 'total' });
    expect((await calls.listTables({ companyId })).tables).toMatchObject([{ name: 'sales', rowCount: 1, columns: [{ name: 'code' }] }]);
    const { summary } = await calls.createToken({ companyId, name: 'Flow', scope: 'read' });
    expect((await calls.listTokens({ companyId })).tokens).toHaveLength(1);
    await calls.revokeToken({ companyId, id: summary.id });
    await calls.deleteTable({ companyId, table: 'sales' });
    expect((await calls.listTables({ companyId })).tables).toEqual([]);
  });

  it("rejects with the server's 400 words", async () => {
    await expect(callsOf(admin).createTable({ companyId, name: '9x', columns: [{ name: 'a', type: 'text' }] })).rejects.toMatchObject({
      kind: 'http',
      status: 400,
      body: { message: dataStationMessages.nameInvalid },
    });
  });
});
