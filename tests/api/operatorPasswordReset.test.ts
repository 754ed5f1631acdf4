// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetPasswordByOperator } from '../../server/auth/operatorPasswordReset';
import { accountKey } from '../../server/auth/loginFailures';
import { findSession } from '../../server/auth/sessions';
import { buildTestApp, confirmedUser, postJson, signin, testDatabase, type TestApp } from './testApp';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp(await testDatabase());
});
afterAll(async () => {
  await t.app.close();
  await t.db.destroy();
});

describe("the operator's password reset", () => {
  it('gives the account a new password, ends its sessions and lifts its lockout', async () => {
    const email = await confirmedUser(t);
    const first = await signin(t, email);
    expect(first.statusCode).toBe(200);
    const { token } = first.json() as { token: string };
    // Locked after ten wrong passwords, as the sign-in would have left it.
    await t.db
      .insertInto('login_failures')
      .values({ key: accountKey(email), count: 10, window_start: t.clock.now(), locked_until: new Date(t.clock.now().getTime() + 15 * 60_000) })
      .execute();
    expect((await postJson(t.app, '/auth/signin', { email, password: 'Str0ng!Passw0rd', userDeviceId: 'device-1' })).statusCode).toBe(429);

    const password = await resetPasswordByOperator(t.db, t.clock, email.toUpperCase(), t.config.passwordCost);
    expect(password).toMatch(/.{16,}/);
    expect((await signin(t, email)).statusCode).toBe(401);
    expect((await signin(t, email, { password })).statusCode).toBe(200);
    // The session of the sign-in before the reset no longer opens anything.
    expect(await findSession(t.db, t.clock, token)).toBeUndefined();
  });

  it('says there is no such account', async () => {
    expect(await resetPasswordByOperator(t.db, t.clock, 'nobody@example.com', t.config.passwordCost)).toBeUndefined();
  });
});
