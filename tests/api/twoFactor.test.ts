// @vitest-environment node
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupCodesAnswer, initiateAnswer, signinAnswer, verifyAnswer } from '../../services/contracts';
import { allCounts, buildTestApp, confirmedUser, getWith, postJson, signin, testDatabase, type TestApp } from './testApp';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp(await testDatabase());
});
afterAll(async () => {
  await t.app.close();
  await t.db.destroy();
});

function codeAt(secret: string, date: Date): string {
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: date.getTime() });
}
const wrongCode = (right: string) => String((Number(right) + 500_000) % 1_000_000).padStart(6, '0');

/** A user who has set up 2FA; returns the e-mail, the secret and a full token. */
async function userWithTfa(): Promise<{ email: string; secret: string; token: string }> {
  const email = await confirmedUser(t);
  const pending = signinAnswer.parse((await signin(t, email)).json());
  const initiated = initiateAnswer.parse((await postJson(t.app, '/auth/2fa/initiate', {}, { token: pending.token })).json());
  const verified = verifyAnswer.parse((await postJson(t.app, '/auth/2fa/verify', { verificationToken: codeAt(initiated.secret, t.clock.now()) }, { token: pending.token })).json());
  return { email, secret: initiated.secret, token: verified.data.token ?? '' };
}

describe('two-factor setup', () => {
  it('initiates with an otpauth URI, verifies a code and trades the token for a full one', async () => {
    const email = await confirmedUser(t);
    const pending = signinAnswer.parse((await signin(t, email)).json());
    expect(pending.tfa).toBe('notSet');

    const first = await postJson(t.app, '/auth/2fa/initiate', {}, { token: pending.token });
    expect(first.statusCode).toBe(200);
    const initiated = initiateAnswer.parse(first.json());
    expect(initiated.qrCodeData).toMatchObject({ issuer: 'Assistant Console', account: email, secret: initiated.secret });
    expect(initiated.qrCodeData.uri).toMatch(/^otpauth:\/\/totp\/Assistant%20Console:/);
    expect(initiated.qrCodeData.uri).toContain(`secret=${initiated.secret}`);
    const again = initiateAnswer.parse((await postJson(t.app, '/auth/2fa/initiate', {}, { token: pending.token })).json());
    expect(again.secret).toBe(initiated.secret);
    const stored = await t.db.selectFrom('users').select('tfa_secret_enc').where('email', '=', email).executeTakeFirstOrThrow();
    expect(stored.tfa_secret_enc).not.toContain(initiated.secret);

    const graphqlBefore = await postJson(t.app, '/bot/graphql', { query: '{ me { id } }' }, { token: pending.token });
    expect(graphqlBefore.statusCode).toBe(401);

    const wrong = await postJson(t.app, '/auth/2fa/verify', { verificationToken: wrongCode(codeAt(initiated.secret, t.clock.now())) }, { token: pending.token });
    expect(wrong.statusCode).toBe(400);
    expect(verifyAnswer.parse(wrong.json())).toMatchObject({
      success: false,
      message: 'Enter a valid Authentication Code to continue.',
      data: { blocked: false },
      meta: { attemptsLeft: 4 },
    });

    const previousPeriod = codeAt(initiated.secret, new Date(t.clock.now().getTime() - 30_000));
    const right = await postJson(t.app, '/auth/2fa/verify', { verificationToken: previousPeriod, rememberDevice: false }, { token: pending.token });
    expect(right.statusCode).toBe(200);
    const verified = verifyAnswer.parse(right.json());
    expect(verified).toMatchObject({ success: true, data: { blocked: false, user: { email } } });
    const full = verified.data.token ?? '';
    expect(full).not.toBe(pending.token);
    expect((await getWith(t.app, '/auth/session', { token: pending.token })).statusCode).toBe(401);
    expect(signinAnswer.parse((await getWith(t.app, '/auth/session', { token: full })).json())).toMatchObject({ tfa: 'valid', isAuthenticated: true });

    const me = await postJson(t.app, '/bot/graphql', { query: '{ me { id name surname email } }' }, { token: full });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.me).toMatchObject({ email, name: 'Ada', surname: 'Lovelace' });

    const setAlready = await postJson(t.app, '/auth/2fa/initiate', {}, { token: full });
    expect(setAlready.statusCode).toBe(409);
    expect(setAlready.body).not.toContain(initiated.secret);
  });

  it('asks for a code on the next sign-in, refuses a code used before, and not again on a remembered browser for 7 days', async () => {
    const { email, secret } = await userWithTfa();
    const next = signinAnswer.parse((await signin(t, email, { userDeviceId: 'browser-a' })).json());
    expect(next).toMatchObject({ tfa: 'expired', isAuthenticated: false });
    const replayed = await postJson(t.app, '/auth/2fa/verify', { verificationToken: codeAt(secret, t.clock.now()) }, { token: next.token });
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json().message).toBe('Enter a valid Authentication Code to continue.');
    t.clock.advance(30);
    const verified = await postJson(
      t.app,
      '/auth/2fa/verify',
      { verificationToken: codeAt(secret, t.clock.now()), rememberDevice: true, userDeviceId: 'browser-a' },
      { token: next.token },
    );
    expect(verified.statusCode).toBe(200);

    const remembered = signinAnswer.parse((await signin(t, email, { userDeviceId: 'browser-a' })).json());
    expect(remembered).toMatchObject({ tfa: 'valid', isAuthenticated: true });
    expect(signinAnswer.parse((await signin(t, email, { userDeviceId: 'browser-b' })).json()).tfa).toBe('expired');
    t.clock.advance(7 * 24 * 60 * 60 + 1);
    expect(signinAnswer.parse((await signin(t, email, { userDeviceId: 'browser-a' })).json()).tfa).toBe('expired');
  });

  it('blocks for 5 minutes after 5 wrong codes, even for the right one, then accepts it', async () => {
    const { email, secret } = await userWithTfa();
    const { token } = signinAnswer.parse((await signin(t, email)).json());
    const wrong = wrongCode(codeAt(secret, t.clock.now()));
    const statuses = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await postJson(t.app, '/auth/2fa/verify', { verificationToken: wrong }, { token })).statusCode);
    expect(statuses).toEqual([400, 400, 400, 400, 429]);

    const blocked = await postJson(t.app, '/auth/2fa/verify', { verificationToken: codeAt(secret, t.clock.now()) }, { token });
    expect(blocked.statusCode).toBe(429);
    expect(verifyAnswer.parse(blocked.json())).toMatchObject({
      success: false,
      message: 'You have entered the wrong authentication code too many times. You can try again within 5 minutes.',
      data: { blocked: true, remainingTime: 300 },
    });
    t.clock.advance(200);
    const backupWhileBlocked = await postJson(t.app, '/auth/2fa/validate-backup-code', { backupCode: '123456' }, { token });
    expect(backupWhileBlocked.statusCode).toBe(429);
    expect(backupWhileBlocked.json().data.remainingTime).toBe(100);
    t.clock.advance(101);
    const ok = await postJson(t.app, '/auth/2fa/verify', { verificationToken: codeAt(secret, t.clock.now()) }, { token });
    expect(ok.statusCode).toBe(200);
  });

  it('verify before initiate says to set up 2FA first', async () => {
    const email = await confirmedUser(t);
    const { token } = signinAnswer.parse((await signin(t, email)).json());
    const answer = await postJson(t.app, '/auth/2fa/verify', { verificationToken: '123456' }, { token });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe('Set up two-factor authentication first.');
  });
});

describe('backup codes', () => {
  it('generates 10 six-digit codes (full session only), each working once, stored hashed', async () => {
    const { email, token: full } = await userWithTfa();
    const { token: pending } = signinAnswer.parse((await signin(t, email)).json());
    expect((await postJson(t.app, '/auth/2fa/generate-backup-code', {}, { token: pending })).statusCode).toBe(403);

    const generated = await postJson(t.app, '/auth/2fa/generate-backup-code', {}, { token: full });
    expect(generated.statusCode).toBe(200);
    const codes = backupCodesAnswer.parse(generated.json()).data;
    expect(codes).toHaveLength(10);
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    const stored = await t.db.selectFrom('backup_codes').select('code_hash').execute();
    for (const row of stored) expect(codes).not.toContain(row.code_hash);

    const [code = ''] = codes;
    const used = await postJson(t.app, '/auth/2fa/validate-backup-code', { backupCode: code }, { token: pending });
    expect(used.statusCode).toBe(200);
    expect(verifyAnswer.parse(used.json()).data.token).toBeDefined();

    const { token: pendingAgain } = signinAnswer.parse((await signin(t, email)).json());
    const reused = await postJson(t.app, '/auth/2fa/validate-backup-code', { backupCode: code }, { token: pendingAgain });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe('Enter a valid Backup Code to continue.');

    const replaced = backupCodesAnswer.parse((await postJson(t.app, '/auth/2fa/generate-backup-code', {}, { token: full })).json()).data;
    const old = codes.find((c) => c !== code && !replaced.includes(c)) ?? '';
    expect((await postJson(t.app, '/auth/2fa/validate-backup-code', { backupCode: old }, { token: pendingAgain })).statusCode).toBe(400);
    expect((await postJson(t.app, '/auth/2fa/validate-backup-code', { backupCode: replaced[0] }, { token: pendingAgain })).statusCode).toBe(200);
  });
});

describe('bad input on /auth/2fa', () => {
  it.each([
    ['/auth/2fa/verify', {}, 'verificationToken is required.'],
    ['/auth/2fa/verify', { verificationToken: '12345' }, 'The code must be 6 digits.'],
    ['/auth/2fa/verify', { verificationToken: 123456 }, 'verificationToken must be a string.'],
    ['/auth/2fa/verify', { verificationToken: '123456', rememberDevice: 'yes' }, 'rememberDevice must be a boolean.'],
    ['/auth/2fa/validate-backup-code', { backupCode: 'abcdef' }, 'The code must be 6 digits.'],
  ])('%s %j answers 400 "%s" and changes nothing', async (url, body, message) => {
    const email = await confirmedUser(t);
    const { token } = signinAnswer.parse((await signin(t, email)).json());
    const before = await allCounts(t.db);
    const answer = await postJson(t.app, url, body, { token });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe(message);
    expect(await allCounts(t.db)).toEqual(before);
  });

  it('every 2FA call needs a live bearer token', async () => {
    for (const url of ['/auth/2fa/initiate', '/auth/2fa/verify', '/auth/2fa/validate-backup-code', '/auth/2fa/generate-backup-code']) {
      const answer = await postJson(t.app, url, { verificationToken: '123456', backupCode: '123456' }, { token: 'not-a-token' });
      expect(answer.statusCode).toBe(401);
    }
  });
});
