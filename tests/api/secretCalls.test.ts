// @vitest-environment node
import ky from 'ky';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { secretMessages } from '../../services/contracts/secrets';
import { createSecretCalls } from '../../services/secrets';
import { companyWith, personWithSession, type Person } from './graphqlHelpers';
import { type TestApp, listeningTestApp } from './testApp';

let t: TestApp;
let base = '';
let admin: Person;
let user: Person;
let companyId = '';
const VALUE = 'sk-live-calls-0000-5c6d';

/** The console's secret manager calls, signed in as `who`, over real HTTP. */
const callsOf = (who: Person) => createSecretCalls(ky.create({ prefixUrl: base, retry: 0, headers: { authorization: `Bearer ${who.token}` } }));

beforeAll(async () => {
  ({ t, base } = await listeningTestApp());
  admin = await personWithSession(t, 'Admin');
  user = await personWithSession(t, 'User');
  companyId = await companyWith(t, 'Secrets Inc', [
    [admin, 'ADMIN'],
    [user, 'USER'],
  ]);
});

afterAll(async () => {
  await t.app.close();
  await t.db.destroy();
});

describe("the secret manager's client calls", () => {
  it('create, list, replace, describe and delete, each answer checked and none carrying a value', async () => {
    const calls = callsOf(admin);
    const created = await calls.createSecret({ companyId, name: 'SHOP_API_KEY', value: VALUE, description: 'The shop' });
    expect(created).toMatchObject({ name: 'SHOP_API_KEY', description: 'The shop', hint: '••••5c6d', lastUsedAt: null });
    expect(JSON.stringify(created)).not.toContain(VALUE);
    expect(await callsOf(user).listSecrets({ companyId })).toMatchObject({ canWrite: false, secrets: [{ id: created.id, hint: '••••5c6d' }] });
    expect((await calls.listSecrets({ companyId })).canWrite).toBe(true);
    expect((await calls.replaceSecretValue({ companyId, id: created.id, value: 'another-value-7777' })).hint).toBe('••••7777');
    expect(await calls.describeSecret({ companyId, id: created.id, name: 'STORE_API_KEY', description: '' })).toMatchObject({ name: 'STORE_API_KEY', description: '' });
    await calls.deleteSecret({ companyId, id: created.id });
    expect((await calls.listSecrets({ companyId })).secrets).toEqual([]);
  });

  it("rejects with the server's 400 words", async () => {
    const calls = callsOf(admin);
    await calls.createSecret({ companyId, name: 'MAIL_PASSWORD', value: 'hunter22', description: '' });
    await expect(calls.createSecret({ companyId, name: 'mail_password', value: 'other', description: '' })).rejects.toMatchObject({
      kind: 'http',
      status: 400,
      body: { message: secretMessages.nameTaken },
    });
  });
});
