// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataStationMessages as m } from '../../services/contracts/dataStation';
import type { TaskName } from '../../server/work/tasks';
import { OFF_THREAD_FROM, workPool, type RanOn } from '../../server/work/workPool';
import { companyWith, personWithSession, type Person } from './graphqlHelpers';
import { buildTestAppWith, testDatabase, type TestApp } from './testApp';

// A data station CSV import: a big file is read and checked against the table's columns by the
// work pool's threads (server/work), the key column against the table on the server's thread,
// with the same answers a small file gets.

const ran: Array<[TaskName, RanOn]> = [];
const pool = workPool({ threads: 1, onRun: (task, on) => ran.push([task, on]) });
const API = '/data-station/api/v1';

let t: TestApp;
let admin: Person;
let companyId = '';

async function call(method: 'GET' | 'POST', url: string, body?: unknown) {
  const answer = await t.app.inject({
    method,
    url: `${url}?companyId=${companyId}`,
    headers: { authorization: `Bearer ${admin.token}` },
    ...(body === undefined ? {} : { payload: body as object }),
  });
  return { status: answer.statusCode, body: (answer.body ? answer.json() : {}) as Record<string, unknown> & { message?: string } };
}
const total = async () => ((await call('GET', `${API}/tables/people/rows`)).body as { total: number }).total;

/** `count` lines of about 120 characters (600 make more than 64 KB), from `from` on. */
const linesOf = (count: number, from = 0) =>
  Array.from({ length: count }, (_, i) => `p${from + i}@example.com,${20 + ((from + i) % 50)},${'a note on the person and their orders and the way they like to be reached'}`);
const csvOf = (lines: string[]) => ['email,age,note', ...lines].join('\n');

beforeAll(async () => {
  t = await buildTestAppWith(await testDatabase(), {}, { work: pool });
  admin = await personWithSession(t, 'Admin');
  companyId = await companyWith(t, 'Big Data Inc', [[admin, 'ADMIN']]);
  const created = await call('POST', `${API}/tables`, {
    name: 'people',
    keyColumn: 'email',
    columns: [
      { name: 'email', type: 'text', required: true },
      { name: 'age', type: 'number' },
      { name: 'note', type: 'text' },
    ],
  });
  expect(created.status).toBe(204);
});
afterAll(async () => {
  await t.app.close();
  await pool.close();
  await t.db.destroy();
});

describe('a big CSV import', () => {
  it('is read and checked in the work pool, then stored', async () => {
    const csv = csvOf(linesOf(900));
    expect(csv.length).toBeGreaterThan(OFF_THREAD_FROM);
    ran.length = 0;
    expect(await call('POST', `${API}/tables/people/import`, { csv })).toEqual({ status: 200, body: { imported: 900 } });
    expect(ran).toContainEqual(['csvRows', 'pool']);
    expect(await total()).toBe(900);
  });

  it('is refused naming each bad line, also a key the table already holds, and stores nothing', async () => {
    const lines = linesOf(900, 1000);
    lines[400] = 'p1400@example.com,forty,x';
    lines[700] = lines[10]!;
    lines[850] = `p5@example.com,30,${'taken '.repeat(10)}`;
    ran.length = 0;
    const refused = await call('POST', `${API}/tables/people/import`, { csv: csvOf(lines) });
    expect(ran).toContainEqual(['csvRows', 'pool']);
    expect(refused).toEqual({
      status: 400,
      body: expect.objectContaining({
        message: [m.importLine(402, m.valueNotNumber('age')), m.importLine(702, m.keyTaken('email')), m.importLine(852, m.keyTaken('email'))].join('\n'),
      }),
    });
    expect(await total()).toBe(900);
  });

  it('is refused as a whole for an unknown column or too many rows', async () => {
    const unknown = await call('POST', `${API}/tables/people/import`, {
      csv: ['email,shoe', ...linesOf(900, 3000).map((line) => line.split(',').slice(0, 2).join(','))].join('\n'),
    });
    expect(unknown.body.message).toBe(m.importHeader('shoe'));
    const tooMany = await call('POST', `${API}/tables/people/import`, { csv: csvOf(linesOf(1001, 5000)) });
    expect(tooMany.body.message).toBe(m.importTooLarge);
    expect(await total()).toBe(900);
  });

  it('stays on the server thread when it is small', async () => {
    ran.length = 0;
    expect((await call('POST', `${API}/tables/people/import`, { csv: csvOf(linesOf(2, 9000)) })).body).toEqual({ imported: 2 });
    expect(ran).toContainEqual(['csvRows', 'here']);
  });
});
