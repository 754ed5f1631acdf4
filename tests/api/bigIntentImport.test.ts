// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TaskName } from '../../server/work/tasks';
import { OFF_THREAD_FROM, workPool, type RanOn } from '../../server/work/workPool';
import { AI, aiConnection, dataOf, errorOf } from './aiTestHelpers';
import { companyWith, gql, personWithSession, type GraphqlAnswer, type Person } from './graphqlHelpers';
import { buildTestAppWith, postJson, testDatabase, type TestApp } from './testApp';

// An intents upload sent as the console sends it, its rows as one JSON text: a big one is read and
// checked by the work pool's threads (server/work), with the messages a list of rows gets.

const ran: Array<[TaskName, RanOn]> = [];
const pool = workPool({ threads: 1, onRun: (task, on) => ran.push([task, on]) });

let t: TestApp;
let admin: Person;
let id: string;
beforeAll(async () => {
  t = await buildTestAppWith(await testDatabase(), {}, { work: pool });
  admin = await personWithSession(t, 'Ada');
  const companyId = await companyWith(t, 'Upload Co', [[admin, 'ADMIN']]);
  id = await aiConnection(t, companyId, admin, 'BuiltInNlu');
});
afterAll(async () => {
  await t.app.close();
  await pool.close();
  await t.db.destroy();
});

type Row = { Intent: string; Utterances: string };
const IMPORT = 'mutation ImportIntents($id: ID!, $rows: String!) { importIntents(id: $id, rows: $rows) { success statusCode } }';

/** `count` rows of about 110 characters: 600 make more than 64 KB of JSON. */
const rowsOf = (count: number, tag: string): Row[] =>
  Array.from({ length: count }, (_, row) => ({ Intent: `Intent ${row % 20}`, Utterances: `${tag} ${row}: when does the shop open and how much is delivery to my street` }));

const LIST = 'mutation ImportIntents($id: ID!, $intents: [AiIntentRowInput!]!) { importIntents(id: $id, intents: $intents) { success statusCode } }';

async function post(query: string, variables: Record<string, unknown>): Promise<GraphqlAnswer> {
  const response = await postJson(t.app, '/bot/graphql/large', { operationName: 'ImportIntents', query, variables }, { token: admin.token });
  const body = response.json() as { data?: Record<string, unknown> | null; errors?: GraphqlAnswer['errors'] };
  return { status: response.statusCode, data: body.data, errors: body.errors };
}
const upload = (rows: Row[]) => post(IMPORT, { id, rows: JSON.stringify(rows) });
/** The same rows as a list (as the console sent them before), read by GraphQL; checked in the work pool when they are many. */
const uploadAsList = (rows: Row[]) => post(LIST, { id, intents: rows });

describe('an intents upload sent as JSON text', () => {
  it('is read and checked in the work pool when it is big, and stored', async () => {
    const rows = rowsOf(700, 'Big');
    expect(JSON.stringify(rows).length).toBeGreaterThan(OFF_THREAD_FROM);
    ran.length = 0;
    expect(dataOf(await upload(rows), 'importIntents')).toEqual({ success: true, statusCode: 200 });
    expect(ran).toContainEqual(['intentRows', 'pool']);
    const stored = dataOf<Array<{ intent: string; utterances: string[] }>>(await gql(t, AI.rows, { id }, { token: admin.token }), 'getIntentAndUtterances');
    expect(stored.find((intent) => intent.intent === 'Intent 3')?.utterances).toContain(rows[3]!.Utterances);
  });

  it('stays on the server thread when it is small', async () => {
    ran.length = 0;
    expect(dataOf(await upload(rowsOf(3, 'Small')), 'importIntents')).toEqual({ success: true, statusCode: 200 });
    expect(ran).toContainEqual(['intentRows', 'here']);
  });

  it('refuses bad rows with the messages a list of rows gets', async () => {
    const big = rowsOf(700, 'Bad');
    const cases: Row[][] = [
      big.map((row, index) => (index === 699 ? { ...row, Intent: ' ' } : row)),
      big.map((row, index) => (index === 400 ? { ...row, Utterances: 'x'.repeat(2001) } : row)),
      big.map((row, index) => (index === 12 ? { ...row, Utterances: 'a\u0000b' } : row)),
      big.map((row, index) => (index === 5 ? { ...row, Intent: 'Lone \ud800' } : row)),
      [],
      [...big, ...big, ...big, ...big, ...big, ...big, ...big, ...big].slice(0, 5001),
    ];
    const messages = [];
    for (const rows of cases) {
      const expected = errorOf(await uploadAsList(rows)).message;
      ran.length = 0;
      const answer = errorOf(await upload(rows));
      expect(answer).toEqual({ message: expected, code: 'BAD_USER_INPUT' });
      if (rows.length > 0) expect(ran).toContainEqual(['intentRows', 'pool']);
      messages.push(expected);
    }
    expect(messages.slice(0, 2)).toEqual(['Row 700: Intent not setup correctly, please add again', 'Row 401: Utterances should not exceed 2000 characters in length.']);
    expect(messages[2]).toContain('variables.intents[12].Utterances contains the NUL character');
    expect(messages[3]).toContain('variables.intents[5].Intent contains a broken character');
    expect(messages.slice(4)).toEqual(['There are no intents to upload.', 'At most 5000 rows can be uploaded at once.']);
  });
});

describe('an intents upload sent as a list of rows', () => {
  it('is checked in the work pool when it is big, and stored; a small one stays on the server thread', async () => {
    const rows = rowsOf(700, 'Listed');
    ran.length = 0;
    expect(dataOf(await uploadAsList(rows), 'importIntents')).toEqual({ success: true, statusCode: 200 });
    expect(ran).toContainEqual(['intentRowList', 'pool']);
    const stored = dataOf<Array<{ intent: string; utterances: string[] }>>(await gql(t, AI.rows, { id }, { token: admin.token }), 'getIntentAndUtterances');
    expect(stored.find((intent) => intent.intent === 'Intent 7')?.utterances).toContain(rows[7]!.Utterances);
    ran.length = 0;
    expect(dataOf(await uploadAsList(rowsOf(3, 'Few')), 'importIntents')).toEqual({ success: true, statusCode: 200 });
    expect(ran).toContainEqual(['intentRowList', 'here']);
  });

  it('is refused with the row that is wrong when checked in the work pool', async () => {
    const rows = rowsOf(700, 'Wrong').map((row, index) => (index === 650 ? { ...row, Intent: ' ' } : row));
    ran.length = 0;
    expect(errorOf(await uploadAsList(rows))).toEqual({ message: 'Row 651: Intent not setup correctly, please add again', code: 'BAD_USER_INPUT' });
    expect(ran).toContainEqual(['intentRowList', 'pool']);
  });
});
