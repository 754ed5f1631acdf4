// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signinAnswer, userInfo } from '../../services/contracts';
import { buildTestApp, getWith, postJson, signin, strongPassword, uniqueEmail, type TestApp, listeningTestApp } from './testApp';

let t: TestApp;
let base: string;
beforeAll(async () => {
  ({ t, base } = await listeningTestApp((base) => ({ publicUrl: base })));
});
afterAll(async () => {
  await t.app.close();
  await t.db.destroy();
});

const noFollow = { redirect: 'manual' } as const;

/** Walks the whole browser journey through the sandbox provider; returns the final /login location. */
async function signInWithGoogle(account: { email: string; name: string; surname: string }): Promise<URL> {
  const start = await fetch(`${base}/auth/google`, noFollow);
  expect(start.status).toBe(302);
  const authorize = new URL(start.headers.get('location') ?? '');
  expect(`${authorize.origin}${authorize.pathname}`).toBe(`${base}/dev/oauth/google/authorize`);
  expect(authorize.searchParams.get('redirect_uri')).toBe(`${base}/auth/google/callback`);
  expect(authorize.searchParams.get('response_type')).toBe('code');

  const page = await fetch(authorize);
  expect(page.headers.get('content-type')).toContain('text/html');
  expect(await page.text()).toContain('Allow');

  const allow = await fetch(`${base}/dev/oauth/google/authorize`, {
    ...noFollow,
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      client_id: authorize.searchParams.get('client_id') ?? '',
      redirect_uri: authorize.searchParams.get('redirect_uri') ?? '',
      state: authorize.searchParams.get('state') ?? '',
      ...account,
    }),
  });
  expect(allow.status).toBe(302);
  const callback = new URL(allow.headers.get('location') ?? '');
  expect(callback.pathname).toBe('/auth/google/callback');
  const done = await fetch(callback, noFollow);
  expect(done.status).toBe(302);
  return new URL(done.headers.get('location') ?? '', base);
}

describe('Google sign-in through the sandbox provider', () => {
  it('creates a confirmed user on first sign-in and hands the console a token and user', async () => {
    const landing = await signInWithGoogle({ email: 'Jane.Doe@gmail.com', name: 'Jane', surname: 'Doe' });
    expect(landing.pathname).toBe('/login');
    const token = landing.searchParams.get('token') ?? '';
    const user = userInfo.parse(JSON.parse(landing.searchParams.get('user') ?? ''));
    expect(user).toMatchObject({ email: 'jane.doe@gmail.com', name: 'Jane', surname: 'Doe' });

    const stored = await t.db.selectFrom('users').selectAll().where('email', '=', 'jane.doe@gmail.com').executeTakeFirstOrThrow();
    expect(stored.email_confirmed_at).not.toBeNull();
    expect(stored.password_hash).toBeNull();

    const session = await fetch(`${base}/auth/session`, { headers: { authorization: `Bearer ${token}` } });
    expect(session.status).toBe(200);
    expect(signinAnswer.parse(await session.json())).toMatchObject({ user, tfa: 'notSet', firstLogin: true, isAuthenticated: false });

    const second = await signInWithGoogle({ email: 'jane.doe@gmail.com', name: 'Jane', surname: 'Doe' });
    const again = await fetch(`${base}/auth/session`, { headers: { authorization: `Bearer ${second.searchParams.get('token')}` } });
    expect(signinAnswer.parse(await again.json())).toMatchObject({ userId: stored.id, firstLogin: false });
  });

  it('takes over an unconfirmed sign-up for the address without its password (whoever chose it never proved the mailbox)', async () => {
    const email = uniqueEmail('taken');
    const signup = await postJson(t.app, '/auth/signup', { name: 'Eve', surname: 'Early', email, password: strongPassword });
    expect(signup.statusCode).toBe(200);
    const landing = await signInWithGoogle({ email, name: 'Real', surname: 'Owner' });
    expect(landing.searchParams.get('token')).toBeTruthy();
    const withOldPassword = await signin(t, email);
    expect(withOldPassword.statusCode).toBe(401);
  });

  it('refuses a forged or expired state, and a code used twice', async () => {
    const forged = await fetch(`${base}/auth/google/callback?code=abc&state=1.2.3`, noFollow);
    expect(forged.headers.get('location')).toMatch(/^\/error\?message=/);

    const start = new URL((await fetch(`${base}/auth/google`, noFollow)).headers.get('location') ?? '');
    const state = start.searchParams.get('state') ?? '';
    t.clock.advance(10 * 60 + 1);
    const late = await fetch(`${base}/auth/google/callback?code=abc&state=${encodeURIComponent(state)}`, noFollow);
    expect(late.headers.get('location')).toMatch(/^\/error\?message=/);

    const missing = await getWith(t.app, '/auth/google/callback');
    expect(missing.headers.location).toMatch(/^\/error\?message=/);
  });

  it('the sandbox token endpoint refuses unknown codes and wrong client secrets', async () => {
    const answer = await fetch(`${base}/dev/oauth/google/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: 'nope',
        client_id: 'sandbox-client',
        client_secret: 'wrong',
        redirect_uri: `${base}/auth/google/callback`,
      }),
    });
    expect(answer.status).toBe(400);
    expect((await fetch(`${base}/dev/oauth/google/userinfo`, { headers: { authorization: 'Bearer nope' } })).status).toBe(401);
  });
});

describe('Google sign-in configuration', () => {
  it('redirects to Google itself when a client id and secret are configured', async () => {
    const real = await buildTestApp(t.db, { google: { clientId: 'client-123.apps.googleusercontent.com', clientSecret: 'shh' } });
    const answer = await getWith(real.app, '/auth/google');
    const location = new URL(answer.headers.location ?? '');
    expect(`${location.origin}${location.pathname}`).toBe('https://accounts.google.com/o/oauth2/v2/auth');
    expect(location.searchParams.get('client_id')).toBe('client-123.apps.googleusercontent.com');
    expect(location.searchParams.get('scope')).toBe('openid email profile');
    expect(location.searchParams.get('state')).toMatch(/^\d+\.[\w-]+\.[\w-]+$/);
    expect(answer.headers.location).not.toContain('shh');
    await real.app.close();
  });

  it('has no sandbox and no Google sign-in in production mode without credentials', async () => {
    const production = await buildTestApp(t.db, { devMode: false });
    expect((await getWith(production.app, '/auth/google')).statusCode).toBe(404);
    expect((await getWith(production.app, '/dev/oauth/google/authorize')).statusCode).toBe(404);
    await production.app.close();
  });
});
