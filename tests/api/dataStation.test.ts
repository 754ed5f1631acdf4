// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATA_TOKEN_PREFIX, dataStationMessages as m } from '../../services/contracts/dataStation';
import { createSecret, unsealSecrets } from '../../server/companySecrets/secretStore';
import { createIntegrationCall } from '../../server/engine/integrationCall';
import { hashToken } from '../../server/secrets';
import { companyWith, personWithSession, type Person } from './graphqlHelpers';
import { type TestApp, listeningTestApp } from './testApp';

let t: TestApp;
let base = '';
let admin: Person;
let user: Person;
let stranger: Person;
let companyId = '';

const API = '/data-station/api/v1';

type Call = { method: 'GET' | 'POST' | 'PATCH' | 'DELETE'; url: string; who?: Person | string; body?: unknown };
async function call({ method, url, who = admin, body }: Call) {
  const bearer = typeof who === 'string' ? who : who.token;
  const separator = url.includes('?') ? '&' : '?';
  const answer = await t.app.inject({
    method,
    url: typeof who === 'string' ? url : `${url}${separator}companyId=${companyId}`,
    headers: { authorization: `Bearer ${bearer}` },
    ...(body === undefined ? {} : { payload: body as object }),
  });
  return { status: answer.statusCode, body: answer.body ? (answer.json() as Record<string, unknown> & { message?: string }) : {} };
}

const rowsOf = async (query = '', who: Person | string = admin) =>
  (await call({ method: 'GET', url: `${API}/tables/customers/rows${query}`, who })).body as { rows: { id: string; values: Record<string, unknown> }[]; total: number };

beforeAll(async () => {
  ({ t, base } = await listeningTestApp());
  admin = await personWithSession(t, 'Admin');
  user = await personWithSession(t, 'User');
  stranger = await personWithSession(t, 'Stranger');
  companyId = await companyWith(t, 'Data Inc', [
    [admin, 'ADMIN'],
    [user, 'USER'],
  ]);
  await companyWith(t, 'Other Inc', [[stranger, 'ADMIN']]);
});

afterAll(async () => {
  await t.app.close();
  await t.db.destroy();
});

describe('the data station schema', () => {
  it('lets an ADMIN create a table with typed columns and a unique key; members read it, others are refused', async () => {
    const created = await call({
      method: 'POST',
      url: `${API}/tables`,
      body: {
        name: 'customers',
        keyColumn: 'email',
        columns: [
          { name: 'email', type: 'text', required: true },
          { name: 'age', type: 'number' },
          { name: 'vip', type: 'boolean' },
          { name: 'joined', type: 'date' },
        ],
      },
    });
    expect(created.status).toBe(204);
    const listed = await call({ method: 'GET', url: `${API}/tables`, who: user });
    expect(listed.body).toMatchObject({
      canWrite: false,
      tables: [{ name: 'customers', keyColumn: 'email', rowCount: 0, columns: [{ name: 'email', type: 'text', required: true }, {}, {}, {}] }],
    });
    expect((await call({ method: 'POST', url: `${API}/tables`, who: user, body: { name: 'x', columns: [{ name: 'a', type: 'text' }] } })).status).toBe(403);
    expect((await call({ method: 'GET', url: `${API}/tables`, who: stranger })).status).toBe(403);
    expect((await call({ method: 'GET', url: `${API}/tables/customers/rows`, who: stranger })).status).toBe(403);
  });

  it('refuses bad names, duplicate names and an unknown key column in words, creating nothing', async () => {
    const bad = await call({ method: 'POST', url: `${API}/tables`, body: { name: '1 orders', columns: [{ name: 'a', type: 'text' }] } });
    expect(bad).toMatchObject({ status: 400, body: { message: m.nameInvalid } });
    expect((await call({ method: 'POST', url: `${API}/tables`, body: { name: 'CUSTOMERS', columns: [{ name: 'a', type: 'text' }] } })).body.message).toBe(m.tableNameTaken);
    expect((await call({ method: 'POST', url: `${API}/tables`, body: { name: 'orders', columns: [{ name: 'a', type: 'text' }], keyColumn: 'b' } })).body.message).toBe(
      m.keyColumnUnknown,
    );
    expect((await call({ method: 'POST', url: `${API}/tables`, body: { name: 'orders', columns: [] } })).body.message).toBe(m.noColumns);
    expect(((await call({ method: 'GET', url: `${API}/tables` })).body.tables as unknown[]).length).toBe(1);
  });

  it('renames a table, adds and removes columns (not the key) and deletes a table', async () => {
    await call({ method: 'POST', url: `${API}/tables`, body: { name: 'scratch', columns: [{ name: 'a', type: 'text' }] } });
    expect((await call({ method: 'PATCH', url: `${API}/tables/scratch`, body: { name: 'notes' } })).status).toBe(204);
    expect((await call({ method: 'POST', url: `${API}/tables/notes/columns`, body: { name: 'b', type: 'number', required: false } })).status).toBe(204);
    expect((await call({ method: 'POST', url: `${API}/tables/notes/columns`, body: { name: 'A', type: 'number' } })).body.message).toBe(m.columnNameTaken);
    expect((await call({ method: 'DELETE', url: `${API}/tables/notes/columns/a` })).status).toBe(204);
    expect((await call({ method: 'DELETE', url: `${API}/tables/notes/columns/b` })).body.message).toBe(m.lastColumn);
    expect((await call({ method: 'DELETE', url: `${API}/tables/customers/columns/email` })).body.message).toBe(m.keyColumnRemoved);
    expect((await call({ method: 'DELETE', url: `${API}/tables/notes` })).status).toBe(204);
    expect((await call({ method: 'DELETE', url: `${API}/tables/notes` })).status).toBe(404);
  });
});

describe('the data station rows', () => {
  it('adds rows checked against the schema, keeps the key unique, and edits and deletes them', async () => {
    const added = await call({ method: 'POST', url: `${API}/tables/customers/rows`, body: { values: { email: 'ada@example.com', age: 36, vip: true, joined: '2024-02-29' } } });
    expect(added).toMatchObject({ status: 201, body: { values: { email: 'ada@example.com', age: 36, vip: true, joined: '2024-02-29' } } });
    expect((await call({ method: 'POST', url: `${API}/tables/customers/rows`, body: { values: { email: 'ada@example.com' } } })).body.message).toBe(m.keyTaken('email'));
    expect((await call({ method: 'POST', url: `${API}/tables/customers/rows`, body: { values: { age: 3 } } })).body.message).toBe(m.valueRequired('email'));
    expect((await call({ method: 'POST', url: `${API}/tables/customers/rows`, body: { values: { email: 'b@example.com', age: 'old' } } })).body.message).toBe(
      m.valueNotNumber('age'),
    );
    expect((await call({ method: 'POST', url: `${API}/tables/customers/rows`, body: { values: { email: 'b@example.com', joined: '2023-02-30' } } })).body.message).toBe(
      m.valueNotDate('joined'),
    );
    expect((await call({ method: 'POST', url: `${API}/tables/customers/rows`, body: { values: { email: 'b@example.com', colour: 'red' } } })).body.message).toBe(
      m.unknownColumn('colour'),
    );
    expect((await call({ method: 'POST', url: `${API}/tables/customers/rows`, body: { values: { email: 'x'.repeat(2001) } } })).body.message).toBe(m.valueNotText('email'));
    expect((await call({ method: 'POST', url: `${API}/tables/customers/rows`, who: user, body: { values: { email: 'u@example.com' } } })).status).toBe(403);
    const id = added.body.id as string;
    expect((await call({ method: 'PATCH', url: `${API}/tables/customers/rows/${id}`, body: { values: { age: 37 } } })).body).toMatchObject({
      values: { email: 'ada@example.com', age: 37, vip: true },
    });
    expect((await rowsOf()).total).toBe(1);
    expect((await call({ method: 'DELETE', url: `${API}/tables/customers/rows/${id}` })).status).toBe(204);
    expect((await rowsOf()).total).toBe(0);
  });

  it('imports a CSV all or nothing, naming each bad line, then pages, sorts and filters in the database', async () => {
    const bad = await call({ method: 'POST', url: `${API}/tables/customers/import`, body: { csv: 'email,age,vip\na@x.io,1,true\nb@x.io,two,false\n,3,true\na@x.io,4,no\n' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe([m.importLine(3, m.valueNotNumber('age')), m.importLine(4, m.valueRequired('email')), m.importLine(5, m.valueNotBoolean('vip'))].join('\n'));
    expect((await rowsOf()).total).toBe(0);
    expect((await call({ method: 'POST', url: `${API}/tables/customers/import`, body: { csv: 'email,shoe\na@x.io,1\n' } })).body.message).toBe(m.importHeader('shoe'));
    const csv = [
      'email,age,vip,joined',
      ...Array.from({ length: 30 }, (_, i) => `c${String(i).padStart(2, '0')}@x.io,${i},${i % 3 === 0},2025-01-${String((i % 28) + 1).padStart(2, '0')}`),
    ].join('\n');
    expect((await call({ method: 'POST', url: `${API}/tables/customers/import`, body: { csv } })).body).toEqual({ imported: 30 });
    expect((await call({ method: 'POST', url: `${API}/tables/customers/import`, body: { csv: 'email\nc05@x.io\n' } })).body.message).toBe(m.importLine(2, m.keyTaken('email')));

    // Without a sort, the imported rows list in the file's order.
    expect((await rowsOf('?pageSize=5')).rows.map((row) => row.values['email'])).toEqual(['c00@x.io', 'c01@x.io', 'c02@x.io', 'c03@x.io', 'c04@x.io']);
    const first = await rowsOf('?pageSize=10&sort=age&order=desc');
    expect(first.total).toBe(30);
    expect(first.rows.map((row) => row.values['age'])).toEqual([29, 28, 27, 26, 25, 24, 23, 22, 21, 20]);
    const third = await rowsOf('?pageSize=10&page=3&sort=age');
    expect(third.rows.map((row) => row.values['age'])).toEqual([20, 21, 22, 23, 24, 25, 26, 27, 28, 29]);
    const vips = await rowsOf('?column=vip&value=true&pageSize=100');
    expect(vips.total).toBe(10);
    expect(vips.rows.every((row) => row.values['vip'] === true)).toBe(true);
    expect((await rowsOf('?column=age&value=7.0')).rows.map((row) => row.values['email'])).toEqual(['c07@x.io']);
    expect((await call({ method: 'GET', url: `${API}/tables/customers/rows?column=shoe&value=1` })).body.message).toBe(m.filterColumnUnknown);
    expect((await call({ method: 'GET', url: `${API}/tables/customers/rows?pageSize=500` })).status).toBe(400);
  });
});

describe('the data station API tokens', () => {
  it('shows a token once, keeps only its hash, lists it masked, and lets flows read and write with it', async () => {
    const created = await call({ method: 'POST', url: `${API}/tokens`, body: { name: 'Order flow', scope: 'read-write' } });
    expect(created.status).toBe(201);
    const token = created.body.token as string;
    expect(token.startsWith(DATA_TOKEN_PREFIX)).toBe(true);
    const stored = await t.db.selectFrom('data_tokens').selectAll().executeTakeFirstOrThrow();
    expect(stored.token_hash).toBe(hashToken(token));
    expect(JSON.stringify(stored)).not.toContain(token);
    const listed = await call({ method: 'GET', url: `${API}/tokens`, who: user });
    expect(listed.body).toMatchObject({ canWrite: false, tokens: [{ name: 'Order flow', scope: 'read-write', hint: `${DATA_TOKEN_PREFIX}••••${token.slice(-4)}` }] });
    expect(JSON.stringify(listed.body)).not.toContain(token);
    expect((await call({ method: 'POST', url: `${API}/tokens`, who: user, body: { name: 'x', scope: 'read' } })).status).toBe(403);

    const added = await call({ method: 'POST', url: `${API}/tables/customers/rows`, who: token, body: { values: { email: 'flow@x.io', age: 50 } } });
    expect(added.status).toBe(201);
    expect((await rowsOf('?column=email&value=flow@x.io', token)).rows).toHaveLength(1);
    expect((await call({ method: 'PATCH', url: `${API}/tables/customers/rows/${added.body.id as string}`, who: token, body: { values: { vip: true } } })).status).toBe(200);
    expect((await call({ method: 'DELETE', url: `${API}/tables/customers/rows/${added.body.id as string}`, who: token })).status).toBe(204);
    // A token reaches rows only: never the schema or the tokens.
    expect((await call({ method: 'GET', url: `${API}/tables?companyId=${companyId}`, who: token })).status).toBe(401);
  });

  it('refuses a read token writing, an expired token and a revoked one', async () => {
    const read = (await call({ method: 'POST', url: `${API}/tokens`, body: { name: 'Reader', scope: 'read' } })).body.token as string;
    expect((await rowsOf('', read)).total).toBe(30);
    expect((await call({ method: 'POST', url: `${API}/tables/customers/rows`, who: read, body: { values: { email: 'r@x.io' } } })).body.message).toBe(m.tokenReadOnly);
    const expiresAt = new Date(t.clock.now().getTime() + 60_000).toISOString();
    const soon = await call({ method: 'POST', url: `${API}/tokens`, body: { name: 'Soon', scope: 'read', expiresAt } });
    expect((await rowsOf('', soon.body.token as string)).total).toBe(30);
    t.clock.advance(120);
    expect((await call({ method: 'GET', url: `${API}/tables/customers/rows`, who: soon.body.token as string })).body.message).toBe(m.tokenInvalid);
    expect((await call({ method: 'POST', url: `${API}/tokens`, body: { name: 'Past', scope: 'read', expiresAt } })).body.message).toBe(m.expiryPast);
    const id = ((await call({ method: 'GET', url: `${API}/tokens` })).body.tokens as { id: string; name: string }[]).find((token) => token.name === 'Reader')!.id;
    expect((await call({ method: 'DELETE', url: `${API}/tokens/${id}` })).status).toBe(204);
    expect((await call({ method: 'GET', url: `${API}/tables/customers/rows`, who: read })).status).toBe(401);
    expect((await call({ method: 'GET', url: `${API}/tables/customers/rows`, who: `${DATA_TOKEN_PREFIX}made-up` })).status).toBe(401);
  });

  it("is what a flow's REST call module reads and writes with, the token kept in the secret manager", async () => {
    const token = (await call({ method: 'POST', url: `${API}/tokens`, body: { name: 'Integration', scope: 'read-write' } })).body.token as string;
    await createSecret(t.db, t.config.secretKey, { companyId, userId: admin.userId, name: 'DATA_STATION_TOKEN', value: token, description: '', now: t.clock.now() });
    const integration = createIntegrationCall({ allowPrivateAddresses: true, secrets: (names) => unsealSecrets(t.db, t.config.secretKey, companyId, names, t.clock.now()) });
    const auth = { authOption: 'Bearer Token' as const, authParams: { token: '{{secret.DATA_STATION_TOKEN}}', headerPrefix: 'Bearer' } };
    const written = await integration({
      moduleId: 'save',
      params: { EMAIL: 'grace@x.io' },
      settings: {
        url: `${base}${API}/tables/customers/rows`,
        requestMethod: 'POST',
        ...auth,
        bodySendOption: 'manually',
        bodyOption: 'raw',
        bodyRaw: '{"values":{"email":"#EMAIL","age":85}}',
      },
    });
    expect(written.status).toBe(201);
    const read = await integration({
      moduleId: 'find',
      params: { EMAIL: 'grace@x.io' },
      settings: {
        url: `${base}${API}/tables/customers/rows`,
        requestMethod: 'GET',
        queryParams: [
          { key: 'column', value: 'email' },
          { key: 'value', value: '#EMAIL' },
        ],
        ...auth,
        responseReceiveOption: 'manually',
        variables: { AGE: 'Response.rows.0.values.age', FOUND: 'Response.total' },
      },
    });
    expect(read.variables).toEqual({ AGE: '85', FOUND: '1' });
  });
});
