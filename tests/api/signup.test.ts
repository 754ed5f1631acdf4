// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBody, invitationAnswer, statusAnswer } from '../../services/contracts';
import { createInvitation } from '../../server/auth/invitations';
import { allCounts, buildTestApp, confirmedUser, getWith, latestLink, postJson, signin, strongPassword, testDatabase, uniqueEmail, type TestApp } from './testApp';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp(await testDatabase());
});
afterAll(async () => {
  await t.app.close();
  await t.db.destroy();
});

const person = (email: string) => ({ name: 'Grace', surname: 'Hopper', email, password: strongPassword });

describe('sign-up and e-mail verification', () => {
  it('signs up, mails a verification link that confirms once', async () => {
    const email = uniqueEmail('Grace');
    const answer = await postJson(t.app, '/auth/signup', person(email));
    expect(answer.statusCode).toBe(200);
    expect(statusAnswer.parse(answer.json())).toEqual({ status: 'ok' });
    expect(answer.body).not.toMatch(/password|hash/i);

    const stored = await t.db.selectFrom('users').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirstOrThrow();
    expect(stored.password_hash).toMatch(/^scrypt\$/);
    expect(stored.password_hash).not.toContain(strongPassword);
    expect(stored.email_confirmed_at).toBeNull();

    const unconfirmed = await signin(t, email);
    expect(unconfirmed.statusCode).toBe(403);
    expect(unconfirmed.json().message).toBe('Your email is not confirmed yet, please confirm it before logging in.');

    const link = await latestLink(t.db, email.toLowerCase());
    expect(link.startsWith('http://console.test/auth/verify/')).toBe(true);
    const verified = await getWith(t.app, new URL(link).pathname);
    expect(verified.statusCode).toBe(302);
    expect(verified.headers.location).toBe('/login?verified=1');
    expect((await signin(t, email)).statusCode).toBe(200);

    const again = await getWith(t.app, new URL(link).pathname);
    expect(again.headers.location).toBe('/login?verified=0');
    expect((await getWith(t.app, '/auth/verify/unknown-token')).headers.location).toBe('/login?verified=0');
  });

  it('verification links expire after 2 days', async () => {
    const email = uniqueEmail();
    await postJson(t.app, '/auth/signup', person(email));
    const link = await latestLink(t.db, email);
    t.clock.advance(2 * 24 * 60 * 60 + 1);
    expect((await getWith(t.app, new URL(link).pathname)).headers.location).toBe('/login?verified=0');
  });

  it('refuses an e-mail in use, whatever its letter case, with 402', async () => {
    const email = await confirmedUser(t);
    const before = await allCounts(t.db);
    const answer = await postJson(t.app, '/auth/signup', person(email.toUpperCase()));
    expect(answer.statusCode).toBe(402);
    expect(errorBody.parse(answer.json()).message).toBe('That email is already in use');
    expect(await allCounts(t.db)).toEqual(before);
  });

  it.each([
    [{ surname: 'H', email: 'a@b.co', password: strongPassword }, 'Name is required.'],
    [{ name: ' ', surname: 'H', email: 'a@b.co', password: strongPassword }, 'Name is required.'],
    [{ name: 'G', email: 'a@b.co', password: strongPassword }, 'Surname is required.'],
    [{ name: 'G', surname: 'H', password: strongPassword }, 'E-mail is required.'],
    [{ name: 'G', surname: 'H', email: 'not-an-email', password: strongPassword }, 'E-mail is not valid.'],
    [{ name: 'G', surname: 'H', email: 'a@b.co' }, 'Password is required.'],
    [
      { name: 'G', surname: 'H', email: 'a@b.co', password: 'weakpass' },
      'Password must be at least 8 characters with a lowercase letter, an uppercase letter, a number and a symbol.',
    ],
    [{ name: 42, surname: 'H', email: 'a@b.co', password: strongPassword }, 'Name must be text.'],
  ])('bad sign-up %j answers 400 "%s" and stores nothing', async (body, message) => {
    const before = await allCounts(t.db);
    const answer = await postJson(t.app, '/auth/signup', body);
    expect(answer.statusCode).toBe(400);
    expect(errorBody.parse(answer.json()).message).toBe(message);
    expect(await allCounts(t.db)).toEqual(before);
  });

  it('re-sends the verification mail, at most every 30 seconds', async () => {
    const email = uniqueEmail();
    await postJson(t.app, '/auth/signup', person(email));
    const tooSoon = await postJson(t.app, '/auth/resend', { email });
    expect(tooSoon.statusCode).toBe(429);
    expect(errorBody.parse(tooSoon.json()).remainingTime).toBeGreaterThan(0);
    t.clock.advance(31);
    const before = await allCounts(t.db);
    const resent = await postJson(t.app, '/auth/resend', { email });
    expect(resent.statusCode).toBe(200);
    expect((await allCounts(t.db)).outbox).toBe((before.outbox ?? 0) + 1);
    const link = await latestLink(t.db, email);
    expect((await getWith(t.app, new URL(link).pathname)).headers.location).toBe('/login?verified=1');
  });

  it('resend fails with 400 for unknown or confirmed addresses, and for bad input', async () => {
    const confirmed = await confirmedUser(t);
    for (const email of ['nobody@example.com', confirmed]) {
      const answer = await postJson(t.app, '/auth/resend', { email });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().message).toBe('Failed to send an email, please contact support team.');
    }
    const bad = await postJson(t.app, '/auth/resend', { email: 12 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('E-mail must be text.');
  });
});

describe('forgot and reset password', () => {
  it('forgot answers the same for known and unknown addresses, and mails only known ones', async () => {
    const email = await confirmedUser(t);
    const before = await allCounts(t.db);
    const unknown = await postJson(t.app, '/auth/forgot', { email: 'nobody.here@example.com' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ status: 'ok' });
    expect(await allCounts(t.db)).toEqual(before);
    const known = await postJson(t.app, '/auth/forgot', { email });
    expect(known.json()).toEqual({ status: 'ok' });
    expect(await latestLink(t.db, email)).toMatch(/^http:\/\/console\.test\/reset\//);
    const bad = await postJson(t.app, '/auth/forgot', { email: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('E-mail is not valid.');
  });

  it('resets once with the link, revokes sessions, and the new password works', async () => {
    const email = await confirmedUser(t);
    const session = (await signin(t, email)).json().token as string;
    await postJson(t.app, '/auth/forgot', { email });
    const token = new URL(await latestLink(t.db, email)).pathname.split('/').pop() ?? '';

    const weak = await postJson(t.app, `/auth/reset/${token}`, { password: 'short' });
    expect(weak.statusCode).toBe(400);

    const newPassword = 'N3w!Passw0rd-x';
    const reset = await postJson(t.app, `/auth/reset/${token}`, { password: newPassword });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ status: 'ok' });
    expect((await getWith(t.app, '/auth/session', { token: session })).statusCode).toBe(401);
    expect((await signin(t, email)).statusCode).toBe(401);
    expect((await signin(t, email, { password: newPassword })).statusCode).toBe(200);

    const reused = await postJson(t.app, `/auth/reset/${token}`, { password: newPassword });
    expect(reused.statusCode).toBe(401);
    expect(reused.json().message).toBe('The link is expired, please try to do forget password again.');
  });

  it('reset links expire after one hour', async () => {
    const email = await confirmedUser(t);
    await postJson(t.app, '/auth/forgot', { email });
    const path = new URL(await latestLink(t.db, email)).pathname.replace('/reset/', '/auth/reset/');
    t.clock.advance(60 * 60 + 1);
    const answer = await postJson(t.app, path, { password: 'N3w!Passw0rd-x' });
    expect(answer.statusCode).toBe(401);
    expect(answer.json().message).toBe('The link is expired, please try to do forget password again.');
  });
});

describe('invitations', () => {
  async function invitation(email: string, userType: string) {
    const company = await t.db.insertInto('companies').values({ name: 'Invite Co', ip_allowlist: null }).returning('id').executeTakeFirstOrThrow();
    return { companyId: company.id, token: await createInvitation(t.db, t.clock, { companyId: company.id, email, userType }) };
  }
  const who = { name: 'Alan', surname: 'Turing', password: strongPassword };

  it('creates a confirmed member of the company with the invitation type, once', async () => {
    const email = uniqueEmail();
    const { companyId, token } = await invitation(email, 'agent');
    const answer = await postJson(t.app, `/auth/invitation?tokeninv=${token}`, who);
    expect(answer.statusCode).toBe(200);
    expect(invitationAnswer.parse(answer.json())).toEqual({ status: 'ok', type: 'AGENT' });
    const user = await t.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
    expect(user.email_confirmed_at).not.toBeNull();
    const member = await t.db.selectFrom('company_users').selectAll().where('user_id', '=', user.id).executeTakeFirstOrThrow();
    expect(member).toMatchObject({ company_id: companyId, user_type: 'USER' });
    expect((await signin(t, email)).statusCode).toBe(200);

    const before = await allCounts(t.db);
    const again = await postJson(t.app, `/auth/invitation?tokeninv=${token}`, who);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('The invitation link is not valid anymore, please ask for a new invitation.');
    expect(await allCounts(t.db)).toEqual(before);
  });

  it('admin invitations make admins; expired and unknown links are 404; bad input 400', async () => {
    const { token } = await invitation(uniqueEmail(), 'ADMIN');
    const expired = await invitation(uniqueEmail(), 'USER');
    t.clock.advance(8 * 24 * 60 * 60);
    expect((await postJson(t.app, `/auth/invitation?tokeninv=${expired.token}`, who)).statusCode).toBe(404);
    expect((await postJson(t.app, '/auth/invitation?tokeninv=nope', who)).statusCode).toBe(404);
    const missing = await postJson(t.app, '/auth/invitation', who);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('tokeninv is required.');
    const weak = await postJson(t.app, '/auth/invitation?tokeninv=nope', { ...who, password: 'abc' });
    expect(weak.statusCode).toBe(400);
    const fresh = await invitation(uniqueEmail(), 'ADMIN');
    const ok = await postJson(t.app, `/auth/invitation?tokeninv=${fresh.token}`, who);
    expect(ok.json().type).toBe('ADMIN');
    expect(token).not.toBe(fresh.token);
  });

  it('an invitation for an address already registered answers 402 and changes nothing', async () => {
    const email = await confirmedUser(t);
    const { token } = await invitation(email, 'USER');
    const before = await allCounts(t.db);
    const answer = await postJson(t.app, `/auth/invitation?tokeninv=${token}`, who);
    expect(answer.statusCode).toBe(402);
    expect(answer.json().message).toBe('That email is already in use');
    expect(await allCounts(t.db)).toEqual(before);
  });
});
