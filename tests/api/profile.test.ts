// @vitest-environment node
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initiateAnswer, signinAnswer, verifyAnswer } from '../../services/contracts';
import { buildTestApp, confirmedUser, getWith, postJson, signin, strongPassword, testDatabase, type TestApp } from './testApp';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp(await testDatabase());
});
afterAll(async () => {
  await t.app.close();
  await t.db.destroy();
});

const codeAt = (secret: string, date: Date) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: date.getTime() });

async function userWithTfa(): Promise<{ email: string; secret: string; token: string }> {
  const email = await confirmedUser(t);
  const pending = signinAnswer.parse((await signin(t, email)).json());
  const { secret } = initiateAnswer.parse((await postJson(t.app, '/auth/2fa/initiate', {}, { token: pending.token })).json());
  const verified = verifyAnswer.parse((await postJson(t.app, '/auth/2fa/verify', { verificationToken: codeAt(secret, t.clock.now()) }, { token: pending.token })).json());
  return { email, secret, token: verified.data.token ?? '' };
}

describe('POST /auth/password', () => {
  it('changes the password after the current one and ends the other sessions', async () => {
    const { email, token } = await userWithTfa();
    const other = signinAnswer.parse((await signin(t, email)).json()).token;
    const wrong = await postJson(t.app, '/auth/password', { currentPassword: 'Not-the-1-password', newPassword: 'An0ther!Passw0rd' }, { token });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe('Your current password is not correct.');
    const weak = await postJson(t.app, '/auth/password', { currentPassword: strongPassword, newPassword: 'weak' }, { token });
    expect(weak.statusCode).toBe(400);
    const changed = await postJson(t.app, '/auth/password', { currentPassword: strongPassword, newPassword: 'An0ther!Passw0rd' }, { token });
    expect(changed.statusCode).toBe(200);
    expect((await getWith(t.app, '/auth/session', { token })).statusCode).toBe(200);
    expect((await getWith(t.app, '/auth/session', { token: other })).statusCode).toBe(401);
    expect((await signin(t, email)).statusCode).toBe(401);
    expect((await signin(t, email, { password: 'An0ther!Passw0rd' })).statusCode).toBe(200);
  });
});

describe('POST /auth/2fa/reset', () => {
  it('needs a valid code, then removes the secret, backup codes and remembered browsers; the next sign-in sets 2FA up again', async () => {
    const { email, secret, token } = await userWithTfa();
    await postJson(t.app, '/auth/2fa/generate-backup-code', {}, { token });
    const user = await t.db.selectFrom('users').select('id').where('email', '=', email.toLowerCase()).executeTakeFirstOrThrow();
    t.clock.advance(30);
    const wrong = await postJson(t.app, '/auth/2fa/reset', { verificationToken: String((Number(codeAt(secret, t.clock.now())) + 1) % 1_000_000).padStart(6, '0') }, { token });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Enter a valid Authentication Code to continue.');
    const reset = await postJson(t.app, '/auth/2fa/reset', { verificationToken: codeAt(secret, t.clock.now()) }, { token });
    expect(reset.statusCode).toBe(200);
    const row = await t.db.selectFrom('users').select(['tfa_secret_enc', 'tfa_enabled_at']).where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ tfa_secret_enc: null, tfa_enabled_at: null });
    expect(await t.db.selectFrom('backup_codes').select('id').where('user_id', '=', user.id).execute()).toEqual([]);
    expect(await t.db.selectFrom('trusted_devices').select('id').where('user_id', '=', user.id).execute()).toEqual([]);
    expect(signinAnswer.parse((await signin(t, email)).json()).tfa).toBe('notSet');
    const me = await postJson(t.app, '/bot/graphql', { query: '{ me { twoFactorEnabled } }' }, { token });
    expect(me.json().data.me).toEqual({ twoFactorEnabled: false });
  });
});
