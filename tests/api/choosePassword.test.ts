// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetPasswordByOperator } from '../../server/auth/operatorPasswordReset';
import { passwordMessages } from '../../server/auth/passwordRoutes';
import { messages } from '../../server/http/errors';
import { seedDemo } from '../../server/seed';
import { gql } from './graphqlHelpers';
import { buildTestApp, confirmedUser, getWith, postJson, signin, testDatabase, type TestApp } from './testApp';

let t: TestApp;
let demo: { email: string; password: string };
beforeAll(async () => {
  t = await buildTestApp(await testDatabase());
  const seeded = await seedDemo(t.db, t.clock, t.config.passwordCost);
  if (!seeded) throw new Error('the demo was not seeded');
  demo = seeded;
});
afterAll(async () => {
  await t.app.close();
  await t.db.destroy();
});

const NEW_PASSWORD = 'My0wn!Password';
type Answer = { token: string; tfa: string; isAuthenticated: boolean; passwordChangeRequired: boolean; firstLogin: boolean };
const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });
const choose = (token: string, password: string) => postJson(t.app, '/auth/password/choose', { password }, bearer(token));
const changeRequired = async (email: string) =>
  (await t.db.selectFrom('users').select('password_change_required').where('email', '=', email).executeTakeFirstOrThrow()).password_change_required;

describe('a generated password', () => {
  let token: string;

  it('signs in to a session that opens nothing but choosing a new password', async () => {
    const answer = await signin(t, demo.email, { password: demo.password });
    expect(answer.statusCode).toBe(200);
    const body = answer.json() as Answer;
    expect(body).toMatchObject({ passwordChangeRequired: true, isAuthenticated: false, tfa: 'notSet', firstLogin: true });
    token = body.token;

    expect((await getWith(t.app, '/auth/session', bearer(token))).json()).toMatchObject({ passwordChangeRequired: true, isAuthenticated: false });
    for (const [path, body] of [
      ['/auth/2fa/initiate', {}],
      ['/auth/2fa/verify', { verificationToken: '123456' }],
    ] as const) {
      const refused = await postJson(t.app, path, body, bearer(token));
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ message: messages.passwordChangeNeeded });
    }
    // The profile's own password change needs a full session.
    const profileChange = await postJson(t.app, '/auth/password', { oldPassword: demo.password, newPassword: NEW_PASSWORD }, bearer(token));
    expect(profileChange.statusCode).toBe(403);
    const companies = await gql(t, '{ companies { id name } }', {}, { token });
    expect(companies.data?.companies).toBeUndefined();
    expect(companies.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('refuses the generated password again, and a weak one, changing nothing', async () => {
    const same = await choose(token, demo.password);
    expect(same.statusCode).toBe(400);
    expect(same.json()).toMatchObject({ message: passwordMessages.sameAsGenerated, cause: 'same_as_generated' });
    const weak = await choose(token, 'short');
    expect(weak.statusCode).toBe(400);
    expect(await changeRequired(demo.email)).toBe(true);
    expect((await getWith(t.app, '/auth/session', bearer(token))).statusCode).toBe(200);
  });

  it('is replaced by the chosen one: the answer is the sign-in it opens, and the generated password stops working', async () => {
    const chosen = await choose(token, NEW_PASSWORD);
    expect(chosen.statusCode).toBe(200);
    const body = chosen.json() as Answer;
    expect(body).toMatchObject({ passwordChangeRequired: false, tfa: 'notSet', isAuthenticated: false, firstLogin: true });
    expect(body.token).not.toBe(token);
    // The session of the generated password is gone; the new one goes on to the second factor.
    expect((await getWith(t.app, '/auth/session', bearer(token))).statusCode).toBe(401);
    expect((await postJson(t.app, '/auth/2fa/initiate', {}, bearer(body.token))).statusCode).toBe(200);
    expect(await changeRequired(demo.email)).toBe(false);

    expect((await signin(t, demo.email, { password: demo.password })).statusCode).toBe(401);
    const again = await signin(t, demo.email, { password: NEW_PASSWORD });
    expect(again.json()).toMatchObject({ passwordChangeRequired: false, firstLogin: false });
  });

  it('cannot be chosen from a session that did not sign in with one', async () => {
    const email = await confirmedUser(t);
    const { token: own } = (await signin(t, email)).json() as Answer;
    const refused = await choose(own, NEW_PASSWORD);
    expect(refused.statusCode).toBe(403);
    expect((await choose('not-a-token', NEW_PASSWORD)).statusCode).toBe(401);
  });

  it("comes from an operator's reset too", async () => {
    const email = await confirmedUser(t);
    const password = await resetPasswordByOperator(t.db, t.clock, email, t.config.passwordCost);
    const answer = (await signin(t, email, { password })).json() as Answer;
    expect(answer).toMatchObject({ passwordChangeRequired: true, isAuthenticated: false });
    expect(await changeRequired(email)).toBe(true);
  });
});
