// @vitest-environment node
import { PassThrough } from 'node:stream';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyWith, gql, personWithSession, type Person } from './graphqlHelpers';
import { buildTestAppWith, getWith, postJson, strongPassword, testDatabase, type TestApp } from './testApp';

type LogLine = { level: number; reqId?: string; msg: string; reason?: string; status?: number; route?: string; err?: { message: string; stack: string } };

let t: TestApp;
let admin: Person;
let companyId: string;
const lines: LogLine[] = [];
let rawLog = '';

/** Makes the companies table disappear for the length of `run`: every read of it is then an error the API did not expect. */
async function withCompaniesGone<T>(run: () => Promise<T>): Promise<T> {
  await sql`ALTER TABLE companies RENAME TO companies_away`.execute(t.db);
  try {
    return await run();
  } finally {
    await sql`ALTER TABLE companies_away RENAME TO companies`.execute(t.db);
  }
}

const linesOf = (reqId: string) => lines.filter((line) => line.reqId === reqId);

beforeAll(async () => {
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => {
    const text = chunk.toString('utf8');
    rawLog += text;
    for (const line of text.split('\n').filter(Boolean)) lines.push(JSON.parse(line) as LogLine);
  });
  t = await buildTestAppWith(await testDatabase(), {}, { logStream: stream });
  admin = await personWithSession(t, 'Admin');
  companyId = await companyWith(t, 'Logged Company', [[admin, 'ADMIN']]);
});

afterAll(async () => {
  await t.app.close();
  await t.db.destroy();
});

describe('an unexpected error in GraphQL', () => {
  it('answers "Unexpected error." with a reference, and the log has its stack once under that reference', async () => {
    const answer = await withCompaniesGone(() => gql(t, '{ companies { id name } }', {}, { token: admin.token }));
    const error = answer.errors?.[0];
    expect(error?.message).toMatch(/^Unexpected error\. Reference: [0-9a-f-]{36}$/);
    const requestId = error?.extensions?.['requestId'] as string;
    expect(error?.message).toContain(requestId);
    const logged = linesOf(requestId).filter((line) => line.level === 50);
    expect(logged).toHaveLength(1);
    expect(logged[0]!.err?.message).toContain('companies');
    expect(logged[0]!.err?.stack).toContain('at ');
  });
});

describe('an unexpected error in REST', () => {
  it('answers 500 with the request id, also in X-Request-Id, and logs it once', async () => {
    const response = await withCompaniesGone(() => getWith(t.app, '/bot/api/integrations/by-type?type=Shopify', { token: admin.token, headers: { companyid: companyId } }));
    expect(response.statusCode).toBe(500);
    const body = response.json() as { message: string; requestId: string };
    expect(body.requestId).toBe(response.headers['x-request-id']);
    expect(body.message).toBe(`Internal server error. Reference: ${body.requestId}`);
    const logged = linesOf(body.requestId).filter((line) => line.level === 50);
    expect(logged).toHaveLength(1);
    expect(logged[0]!.msg).toBe('unexpected error');
    expect(logged[0]!.route).toBe('/bot/api/integrations/by-type');
  });
});

describe('a refused request', () => {
  it('is logged with its reason and status, and without the password or token it carried', async () => {
    const response = await postJson(t.app, '/auth/signin', { email: 'nobody@example.com', password: strongPassword, userDeviceId: 'device-1' });
    expect(response.statusCode).toBe(401);
    const refused = linesOf(String(response.headers['x-request-id']));
    expect(refused).toEqual([expect.objectContaining({ msg: 'request refused', status: 401, route: '/auth/signin', reason: (response.json() as { message: string }).message })]);

    const graphql = await gql(t, 'mutation { updateProfile(name: "", surname: "Tester") { name } }', {}, { token: admin.token });
    expect(graphql.errors?.[0]?.extensions?.['code']).toBe('BAD_USER_INPUT');
    expect(lines.some((line) => line.msg === 'GraphQL request refused' && line.reason === graphql.errors?.[0]?.message)).toBe(true);

    expect(rawLog).not.toContain(strongPassword);
    expect(rawLog).not.toContain(admin.token);
  });
});
