// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECRETS_API, secretList, secretMessages as m, secretSummary } from '../../services/contracts/secrets';
import { restCall, twoCompanies, type TwoCompanies } from './graphqlHelpers';
import { buildTestApp, testDatabase, type TestApp } from './testApp';

let t: TestApp;
let p: TwoCompanies;
const VALUE = 'sk-live-shop-0000-1a2b';
const answers: string[] = [];

async function call(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, token: string, company: string, body?: unknown) {
  const answer = await restCall(t.app, method, url, { token, company, ...(body === undefined ? {} : { body }) });
  answers.push(answer.body);
  return answer;
}

const rows = () => t.db.selectFrom('company_secrets').selectAll().execute();

beforeAll(async () => {
  t = await buildTestApp(await testDatabase());
  p = await twoCompanies(t);
});
afterAll(async () => {
  // No answer of the whole file carried a value.
  for (const body of answers) expect(body).not.toContain(VALUE);
  await t.app.close();
  await t.db.destroy();
});

describe('the company secret manager', () => {
  it('lets an ADMIN create a secret, seals it at rest and answers only a masked hint', async () => {
    const created = await call('POST', SECRETS_API, p.admin.token, p.companyA, { name: 'SHOP_API_KEY', value: VALUE, description: 'The shop' });
    expect(created.statusCode).toBe(201);
    expect(secretSummary.parse(created.json())).toMatchObject({ name: 'SHOP_API_KEY', description: 'The shop', hint: '••••1a2b', lastUsedAt: null });
    const [stored] = await rows();
    expect(stored!.value_enc).not.toContain(VALUE);
    expect(stored!.value_enc).not.toContain('1a2b');
    const listed = secretList.parse((await call('GET', SECRETS_API, p.user.token, p.companyA)).json());
    expect(listed).toMatchObject({ canWrite: false, secrets: [{ name: 'SHOP_API_KEY', hint: '••••1a2b' }] });
    expect(secretList.parse((await call('GET', SECRETS_API, p.admin.token, p.companyA)).json()).canWrite).toBe(true);
  });

  it('refuses members who are not ADMIN and other companies, changing nothing', async () => {
    const before = JSON.stringify(await rows());
    expect((await call('POST', SECRETS_API, p.user.token, p.companyA, { name: 'OTHER', value: 'x' })).statusCode).toBe(403);
    expect((await call('GET', SECRETS_API, p.outsider.token, p.companyA)).statusCode).toBe(403);
    const [row] = await rows();
    expect((await call('DELETE', `${SECRETS_API}/${row!.id}`, p.outsider.token, p.companyB)).statusCode).toBe(404);
    expect((await call('PUT', `${SECRETS_API}/${row!.id}/value`, p.user.token, p.companyA, { value: 'y' })).statusCode).toBe(403);
    expect((await restCall(t.app, 'GET', SECRETS_API, { company: p.companyA })).statusCode).toBe(401);
    expect(JSON.stringify(await rows())).toBe(before);
  });

  it('answers 400 with a clear message for bad input and keeps the secrets as they were', async () => {
    const before = JSON.stringify(await rows());
    const refused = async (body: unknown, message: string) => {
      const answer = await call('POST', SECRETS_API, p.admin.token, p.companyA, body);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().message).toBe(message);
    };
    await refused({ name: '1KEY', value: 'x' }, m.nameInvalid);
    await refused({ name: 'has-dash', value: 'x' }, m.nameInvalid);
    await refused({ name: `K${'x'.repeat(64)}`, value: 'x' }, m.nameTooLong);
    await refused({ name: 'EMPTY', value: '' }, m.valueMissing);
    await refused({ name: 'BIG', value: 'x'.repeat(8193) }, m.valueTooLong);
    await refused({ name: 'shop_api_key', value: 'x' }, m.nameTaken);
    expect(JSON.stringify(await rows())).toBe(before);
  });

  it('replaces the value, renames, describes and deletes', async () => {
    const [row] = await rows();
    const replaced = await call('PUT', `${SECRETS_API}/${row!.id}/value`, p.admin.token, p.companyA, { value: 'short' });
    expect(replaced.json()).toMatchObject({ hint: '••••' });
    const [after] = await rows();
    expect(after!.value_enc).not.toBe(row!.value_enc);
    const renamed = await call('PATCH', `${SECRETS_API}/${row!.id}`, p.admin.token, p.companyA, { name: 'SHOP_KEY', description: 'Shop key' });
    expect(renamed.json()).toMatchObject({ name: 'SHOP_KEY', description: 'Shop key' });
    expect((await call('PATCH', `${SECRETS_API}/${row!.id}`, p.admin.token, p.companyA, {})).json().message).toBe(m.nothingToChange);
    expect((await call('DELETE', `${SECRETS_API}/${row!.id}`, p.admin.token, p.companyA)).statusCode).toBe(204);
    expect((await call('DELETE', `${SECRETS_API}/${row!.id}`, p.admin.token, p.companyA)).statusCode).toBe(404);
    expect(await rows()).toEqual([]);
  });
});
