// @vitest-environment node
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initiateAnswer, signinAnswer, verifyAnswer } from '../../services/contracts';
import { buildTestApp, confirmedUser, postJson, signin, testDatabase, type TestApp } from './testApp';

let t: TestApp;
let token: string;
let userId: string;
beforeAll(async () => {
  t = await buildTestApp(await testDatabase());
  const email = await confirmedUser(t);
  const pending = signinAnswer.parse((await signin(t, email)).json());
  userId = pending.userId;
  const { secret } = initiateAnswer.parse((await postJson(t.app, '/auth/2fa/initiate', {}, { token: pending.token })).json());
  const code = new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: t.clock.now().getTime() });
  token = verifyAnswer.parse((await postJson(t.app, '/auth/2fa/verify', { verificationToken: code }, { token: pending.token })).json()).data.token ?? '';
});
afterAll(async () => {
  await t.app.close();
  await t.db.destroy();
});

const companiesQuery = '{ companies { id name createdAt currentUserType isEnterprise isIpAddressAllowed country } }';

describe('GraphQL at /bot/graphql', () => {
  it('lists the companies of the signed-in user with their type and allowlist status for this address', async () => {
    const addCompany = async (name: string, userType: 'ADMIN' | 'USER', ipAllowlist: string[] | null, isEnterprise: boolean) => {
      const company = await t.db.insertInto('companies').values({ name, ip_allowlist: ipAllowlist, is_enterprise: isEnterprise }).returning('id').executeTakeFirstOrThrow();
      await t.db.insertInto('company_users').values({ company_id: company.id, user_id: userId, user_type: userType }).execute();
    };
    await addCompany('Alpha', 'ADMIN', null, true);
    await addCompany('Beta', 'USER', ['10.1.0.0/16'], false);
    await t.db.insertInto('companies').values({ name: 'Not mine', ip_allowlist: null }).execute();

    const answer = await postJson(t.app, '/bot/graphql', { query: companiesQuery }, { token, ip: '192.0.2.1' });
    expect(answer.statusCode).toBe(200);
    const companies = answer.json().data.companies;
    expect(companies).toHaveLength(2);
    expect(companies[0]).toMatchObject({ name: 'Alpha', currentUserType: 'ADMIN', isEnterprise: true, isIpAddressAllowed: true, country: 'TURKEY' });
    expect(companies[1]).toMatchObject({ name: 'Beta', currentUserType: 'USER', isEnterprise: false, isIpAddressAllowed: false });
    expect(Number.isNaN(Date.parse(companies[0].createdAt))).toBe(false);

    const inside = await postJson(t.app, '/bot/graphql', { query: companiesQuery }, { token, ip: '10.1.2.3' });
    expect(inside.json().data.companies[1].isIpAddressAllowed).toBe(true);
  });

  it('answers me, and UNAUTHENTICATED with 401 for a missing, bad or revoked token', async () => {
    const me = await postJson(t.app, '/bot/graphql', { query: '{ me { id email } }' }, { token });
    expect(me.json().data.me.id).toBe(userId);
    for (const call of [{}, { token: 'nonsense' }]) {
      const answer = await postJson(t.app, '/bot/graphql', { query: companiesQuery }, call);
      expect(answer.statusCode).toBe(401);
      expect(answer.json().errors[0].extensions.code).toBe('UNAUTHENTICATED');
    }
    await postJson(t.app, '/auth/signOut', {}, { token });
    expect((await postJson(t.app, '/bot/graphql', { query: '{ me { id } }' }, { token })).statusCode).toBe(401);
  });

  it('rejects malformed queries with a GraphQL error, not a crash', async () => {
    const answer = await postJson(t.app, '/bot/graphql', { query: '{ me { ' });
    expect(answer.statusCode).toBeLessThan(500);
    expect(answer.json().errors[0].message).toMatch(/Syntax Error/);
  });
});
