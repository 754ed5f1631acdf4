// @vitest-environment node
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { errorBody, signinAnswer } from '../../services/contracts';
import { IP_CAPTCHA_FACTOR } from '../../server/auth/signinRoute';
import { allCounts, buildTestApp, confirmedUser, getWith, postJson, signin as signinFromAnywhere, testDatabase, uniqueEmail, type TestApp } from './testApp';

/** Each test signs in from its own address, so failures counted per address stay in one test. */
let testIp = 0;
beforeEach(() => {
  testIp += 1;
});
const signin: typeof signinFromAnywhere = (app, email, extra, call) => signinFromAnywhere(app, email, extra, { ...call, ip: call?.ip ?? `172.16.0.${testIp}` });

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp(await testDatabase());
});
afterAll(async () => {
  await t.app.close();
  await t.db.destroy();
});

/** Fetches a challenge and solves it the way the widget does; returns the widget's payload. */
async function solvedCaptcha(): Promise<string> {
  const challenge = (await getWith(t.app, '/auth/captcha')).json() as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('captcha not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

async function failTimes(email: string, times: number, ip?: string) {
  let last;
  for (let i = 0; i < times; i += 1) {
    const captchaVerificationToken = i >= t.config.loginCaptchaThreshold ? await solvedCaptcha() : undefined;
    last = await signin(t, email, { password: 'Wrong!Passw0rd', captchaVerificationToken }, { ip });
  }
  return last;
}

describe('sign-in', () => {
  it('signs in a confirmed user with a 2FA-only token until 2FA is set, firstLogin only the first time', async () => {
    const email = await confirmedUser(t);
    const first = await signin(t, email, { keepSignedIn: true });
    expect(first.statusCode).toBe(200);
    const answer = signinAnswer.parse(first.json());
    expect(answer).toMatchObject({ tfa: 'notSet', isAuthenticated: false, firstLogin: true, retryCount: 0, user: { email, name: 'Ada', surname: 'Lovelace' } });
    expect(new Date(answer.expiresAt).getTime() - t.clock.now().getTime()).toBe(2 * 24 * 60 * 60 * 1000);
    // No password, hash or secret in the answer (the flag that a password must be chosen is no secret).
    expect(answer.passwordChangeRequired).toBe(false);
    expect(first.body.replace('"passwordChangeRequired":false', '')).not.toMatch(/password|hash|secret/i);
    const stored = await t.db.selectFrom('sessions').selectAll().where('user_id', '=', answer.userId).executeTakeFirstOrThrow();
    expect(stored.token_hash).not.toBe(answer.token);
    expect(stored).toMatchObject({ scope: 'tfa', keep_signed_in: true });
    const second = signinAnswer.parse((await signin(t, email.toUpperCase())).json());
    expect(second.firstLogin).toBe(false);
  });

  it('answers 401 with the retry count for wrong passwords and unknown e-mails alike', async () => {
    const email = await confirmedUser(t);
    const wrong = await signin(t, email, { password: 'Wrong!Passw0rd' });
    expect(wrong.statusCode).toBe(401);
    expect(errorBody.parse(wrong.json())).toMatchObject({ message: 'Please check your credentials again.', retryCount: 1, captchaRequired: false });
    const unknown = await signin(t, 'nobody.at.all@example.com');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toMatchObject({ message: 'Please check your credentials again.', retryCount: 1 });
    const ok = await signin(t, email);
    expect(ok.statusCode).toBe(200);
    const afterSuccess = await signin(t, email, { password: 'Wrong!Passw0rd' });
    expect(afterSuccess.json().retryCount).toBe(1);
  });

  it('asks for a captcha from the threshold on, without counting the password; a solved captcha works once', async () => {
    const email = await confirmedUser(t);
    const third = await failTimes(email, 3);
    expect(third?.json()).toMatchObject({ retryCount: 3, captchaRequired: true });

    const before = await allCounts(t.db);
    const noCaptcha = await signin(t, email);
    expect(noCaptcha.statusCode).toBe(400);
    expect(errorBody.parse(noCaptcha.json())).toMatchObject({ cause: 'captcha_required', message: 'Please verify you are a human.', captchaRequired: true, retryCount: 3 });
    const forged = await signin(t, email, { captchaVerificationToken: Buffer.from('{"challenge":{},"solution":{}}').toString('base64') });
    expect(forged.json().cause).toBe('captcha_required');
    expect(await allCounts(t.db)).toEqual(before);

    const payload = await solvedCaptcha();
    const ok = await signin(t, email, { captchaVerificationToken: payload });
    expect(ok.statusCode).toBe(200);
    await failTimes(email, 3);
    const replay = await signin(t, email, { captchaVerificationToken: payload });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().cause).toBe('captcha_required');
  });

  it('refuses an expired captcha (10 minutes)', async () => {
    const email = await confirmedUser(t);
    await failTimes(email, 3);
    const payload = await solvedCaptcha();
    t.clock.advance(10 * 60 + 1);
    const answer = await signin(t, email, { captchaVerificationToken: payload });
    expect(answer.json().cause).toBe('captcha_required');
  });

  it('locks the account for 15 minutes after 10 failures, then lets the right password in', async () => {
    const email = await confirmedUser(t);
    const tenth = await failTimes(email, 10);
    expect(tenth?.statusCode).toBe(429);
    const locked = await signin(t, email, { captchaVerificationToken: await solvedCaptcha() });
    expect(locked.statusCode).toBe(429);
    const body = errorBody.parse(locked.json());
    expect(body.remainingTime).toBe(15 * 60);
    expect(body.message).toBe('Too many failed sign-in attempts. Please try again in 15 minutes.');
    t.clock.advance(14 * 60);
    const later = errorBody.parse((await signin(t, email)).json());
    expect(later.remainingTime).toBe(60);
    expect(later.message).toBe('Too many failed sign-in attempts. Please try again in 1 minutes.');
    t.clock.advance(61);
    expect((await signin(t, email)).statusCode).toBe(200);
  });

  it('counts failures within a 15 minute window only', async () => {
    const email = await confirmedUser(t);
    await failTimes(email, 2);
    t.clock.advance(15 * 60 + 1);
    const answer = await signin(t, email, { password: 'Wrong!Passw0rd' });
    expect(answer.json().retryCount).toBe(1);
  });

  it('asks everyone behind an address for a captcha once it failed 5 times the account threshold', async () => {
    const ip = '198.51.100.20';
    const ipThreshold = t.config.loginCaptchaThreshold * IP_CAPTCHA_FACTOR;
    for (let i = 0; i < ipThreshold - 1; i += 1) await signin(t, uniqueEmail('office'), { password: 'Wrong!Passw0rd' }, { ip });
    const email = await confirmedUser(t);
    expect((await signin(t, email, {}, { ip })).statusCode).toBe(200);
    const last = await signin(t, uniqueEmail('office'), { password: 'Wrong!Passw0rd' }, { ip });
    expect(last.json()).toMatchObject({ retryCount: 1, captchaRequired: true });
    const needsCaptcha = await signin(t, email, {}, { ip });
    expect(needsCaptcha.json().cause).toBe('captcha_required');
    expect((await signin(t, email, { captchaVerificationToken: await solvedCaptcha() }, { ip })).statusCode).toBe(200);
  });

  it('locks an address after 50 failures across accounts', async () => {
    const ip = '198.51.100.7';
    let last;
    for (let i = 0; i < 50; i += 1) {
      const captchaVerificationToken = i >= 3 ? await solvedCaptcha() : undefined;
      last = await signin(t, uniqueEmail('spray'), { password: 'Wrong!Passw0rd', captchaVerificationToken }, { ip });
    }
    expect(last?.statusCode).toBe(429);
    const email = await confirmedUser(t);
    expect((await signin(t, email, {}, { ip })).statusCode).toBe(429);
    expect((await signin(t, email, {}, { ip: '198.51.100.8' })).statusCode).toBe(200);
    t.clock.advance(15 * 60 + 1);
    expect((await signin(t, email, { captchaVerificationToken: await solvedCaptcha() }, { ip })).statusCode).toBe(200);
  });

  it('blocks sign-in from outside every company allowlist (exact IPs and CIDR)', async () => {
    const email = await confirmedUser(t);
    const user = await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    const addCompany = async (ipAllowlist: string[] | null) => {
      const company = await t.db.insertInto('companies').values({ name: 'Walled', ip_allowlist: ipAllowlist }).returning('id').executeTakeFirstOrThrow();
      await t.db.insertInto('company_users').values({ company_id: company.id, user_id: user.id, user_type: 'USER' }).execute();
    };
    expect((await signin(t, email, {}, { ip: '203.0.113.9' })).statusCode).toBe(200);
    await addCompany(['10.0.0.0/8', '192.0.2.15']);
    const blocked = await signin(t, email, {}, { ip: '203.0.113.9' });
    expect(blocked.statusCode).toBe(401);
    expect(errorBody.parse(blocked.json()).cause).toBe('err_ip_not_allowed');
    expect((await signin(t, email, {}, { ip: '10.20.30.40' })).statusCode).toBe(200);
    expect((await signin(t, email, {}, { ip: '192.0.2.15' })).statusCode).toBe(200);
    expect((await signin(t, email, {}, { ip: '192.0.2.16' })).statusCode).toBe(401);
    await addCompany([]);
    expect((await signin(t, email, {}, { ip: '203.0.113.9' })).statusCode).toBe(200);
  });

  it.each([
    [{}, 'E-mail is required.'],
    [{ email: 'a@b.co' }, 'Password is required.'],
    [{ email: 'a@b.co', password: '' }, 'Password is required.'],
    [{ email: 'nope', password: 'x' }, 'E-mail is not valid.'],
    [{ email: 'a@b.co', password: 'x', keepSignedIn: 'yes' }, 'keepSignedIn must be a boolean.'],
    [{ email: 'a@b.co', password: 'x', userDeviceId: 'd'.repeat(500) }, 'Too big: expected string to have <=128 characters'],
  ])('bad sign-in %j answers 400 "%s" and counts nothing', async (body, message) => {
    const before = await allCounts(t.db);
    const answer = await postJson(t.app, '/auth/signin', body);
    expect(answer.statusCode).toBe(400);
    expect(errorBody.parse(answer.json()).message).toBe(message);
    expect(await allCounts(t.db)).toEqual(before);
  });
});

describe('session and sign-out', () => {
  it('tells who a token belongs to, until it is signed out or expires', async () => {
    const email = await confirmedUser(t);
    const signed = signinAnswer.parse((await signin(t, email)).json());
    const session = await getWith(t.app, '/auth/session', { token: signed.token });
    expect(session.statusCode).toBe(200);
    expect(signinAnswer.parse(session.json())).toMatchObject({ token: signed.token, user: signed.user, tfa: 'notSet', isAuthenticated: false });

    expect((await postJson(t.app, '/auth/signOut', {}, { token: signed.token })).json()).toEqual({ status: 'ok' });
    expect((await getWith(t.app, '/auth/session', { token: signed.token })).statusCode).toBe(401);
    expect((await postJson(t.app, '/auth/signOut', {}, { token: signed.token })).statusCode).toBe(401);
    expect((await getWith(t.app, '/auth/session')).statusCode).toBe(401);

    const other = signinAnswer.parse((await signin(t, email)).json());
    t.clock.advance(2 * 24 * 60 * 60 + 1);
    expect((await getWith(t.app, '/auth/session', { token: other.token })).statusCode).toBe(401);
  });

  it('signs out with no body at all', async () => {
    const email = await confirmedUser(t);
    const { token } = signinAnswer.parse((await signin(t, email)).json());
    const answer = await t.app.inject({ method: 'POST', url: '/auth/signOut', headers: { authorization: `Bearer ${token}` } });
    expect(answer.statusCode).toBe(200);
  });
});
