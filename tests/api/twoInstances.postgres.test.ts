// @vitest-environment node
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webChatStarted } from '../../services/contracts/conversations';
import { connectPostgres, type Db } from '../../server/db/connect';
import { startServer, type RunningServer } from '../e2e/support/server';
import { demoWebChatChannelId } from '../support/demoWebChat';

/** This file runs before the build of `npm test`: the server runs from its sources. */
const SOURCES = { sources: true };

// Run by vitest.postgres.config.ts: two `npm start` servers on one DATABASE_URL, as a deployment
// of several instances behind a load balancer, and a client that sends each request to the next.
const adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set: run this file with `npx vitest run --config vitest.postgres.config.ts`.');

const AUTH_RATE_LIMIT = 20;
const name = `console_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
const databaseUrl = (() => {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
})();
// Every instance of a deployment has the same secret key and the same database.
const env = {
  DATABASE_URL: databaseUrl,
  SECRET_KEY: 'a-secret-key-every-instance-shares-0123456789',
  TRUST_PROXY: 'true',
  AUTH_RATE_LIMIT: String(AUTH_RATE_LIMIT),
  LOGIN_CAPTCHA_THRESHOLD: '1000',
};

let admin: Db;
let db: Db;
let instances: RunningServer[] = [];
let password = '';
let next = 0;

/** The round-robin client: each request goes to the next instance. */
function send(path: string, init: RequestInit & { from?: string } = {}): Promise<Response> {
  const instance = instances[next++ % instances.length]!;
  const headers = new Headers(init.headers);
  // The address the load balancer saw, so each test counts against limits of its own.
  if (init.from) headers.set('x-forwarded-for', init.from);
  if (init.body) headers.set('content-type', 'application/json');
  return fetch(`${instance.url}${path}`, { ...init, headers });
}

const signin = (from: string, secret = password) => send('/auth/signin', { method: 'POST', from, body: JSON.stringify({ email: 'admin@demo.local', password: secret }) });

beforeAll(async () => {
  admin = connectPostgres(adminUrl);
  await sql.raw(`create database ${name}`).execute(admin);
  // Started together on an empty database: one applies the migrations and writes the demo, the other waits for the migrations and finds the demo.
  instances = await Promise.all([startServer(env, SOURCES), startServer(env, SOURCES)]);
  const seeded = 'First start: created the demo company and its admin (admin@demo.local)';
  for (let waited = 0; !instances.some((instance) => instance.output().includes(seeded)); waited += 250) {
    if (waited > 60_000) throw new Error(`No instance seeded the demo:\n${instances.map((instance) => instance.output()).join('\n')}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const seeder = instances.find((instance) => instance.output().includes(seeded))!;
  password = /Password:\s+(\S+)/.exec(readFileSync(join(seeder.dataDir, 'first-login.txt'), 'utf8'))?.[1] ?? '';
  db = connectPostgres(databaseUrl);
}, 180_000);

afterAll(async () => {
  await Promise.all(instances.map((instance) => instance.stop()));
  await db?.destroy();
  await sql.raw(`drop database if exists ${name} with (force)`).execute(admin);
  await admin.destroy();
});

describe('two server instances on one PostgreSQL, behind a round-robin client', () => {
  it('started together, write the demo once', async () => {
    const count = async (table: 'users' | 'companies') =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await count('users')).toBe(1);
    expect(await count('companies')).toBe(1);
    expect(instances.filter((instance) => instance.output().includes('First start')).length).toBe(1);
    // Both are still up: the one that found the demo written did not fail on it.
    for (const instance of instances) expect((await fetch(`${instance.url}/healthz`)).status).toBe(200);
  });

  it('share sessions: one signed in on one instance is signed in on the other, and signed out on both', async () => {
    const answer = await signin('198.51.100.1');
    expect(answer.status).toBe(200);
    const { token } = (await answer.json()) as { token: string };
    const auth = { authorization: `Bearer ${token}` };
    for (let i = 0; i < 2; i += 1) {
      const session = await send('/auth/session', { headers: auth, from: '198.51.100.1' });
      expect(session.status).toBe(200);
      expect(((await session.json()) as { user: { email: string } }).user.email).toBe('admin@demo.local');
    }
    expect((await send('/auth/signOut', { method: 'POST', headers: auth, from: '198.51.100.1' })).status).toBe(200);
    for (let i = 0; i < 2; i += 1) expect((await send('/auth/session', { headers: auth, from: '198.51.100.1' })).status).toBe(401);
  });

  it('share rate limits: an address gets its requests a minute across both, not on each', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < AUTH_RATE_LIMIT; i += 1) statuses.push((await send('/auth/session', { from: '198.51.100.2' })).status);
    expect(statuses.every((status) => status === 401)).toBe(true);
    // Each instance saw only half of them; both refuse now.
    for (let i = 0; i < 2; i += 1) {
      const refused = await send('/auth/session', { from: '198.51.100.2' });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect((await send('/auth/session', { from: '198.51.100.3' })).status).toBe(401);
  });

  it('serialize the turns of one conversation: messages sent at once to both are all answered, one turn after another', async () => {
    const opened = await send(`/microwebchat/v1/channels/${await demoWebChatChannelId(db)}/conversations`, { method: 'POST', body: '{}' });
    expect(opened.status).toBe(201);
    const { conversationId, clientToken } = webChatStarted.parse(await opened.json());
    const before = await db.selectFrom('conversations').select('turn').where('id', '=', conversationId).executeTakeFirstOrThrow();

    const texts = Array.from({ length: 12 }, (_, i) => (i % 2 === 0 ? 'Shipping' : 'Yes'));
    const answers = await Promise.all(
      texts.map((text) =>
        send(`/microwebchat/v1/conversations/${conversationId}/messages`, { method: 'POST', headers: { 'x-client-token': clientToken }, body: JSON.stringify({ text }) }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(texts.map(() => 200));

    const after = await db.selectFrom('conversations').select('turn').where('id', '=', conversationId).executeTakeFirstOrThrow();
    expect(after.turn).toBe(before.turn + texts.length);
    // Read back on either instance: every message once, each followed by the assistant's answer.
    for (let i = 0; i < 2; i += 1) {
      const history = (await (await send(`/microwebchat/v1/conversations/${conversationId}/messages`, { headers: { 'x-client-token': clientToken } })).json()) as {
        messages: Array<{ sendBy: string }>;
      };
      const who = history.messages.map((m) => m.sendBy);
      expect(who.filter((w) => w === 'CLIENT')).toHaveLength(texts.length);
      who.forEach((w, at) => {
        if (w === 'CLIENT') expect(who[at + 1]).toBe('BOT');
      });
    }
  });

  it('share lockouts: failed sign-ins on both instances count together and lock the account on both', async () => {
    for (let i = 0; i < 9; i += 1) expect((await signin('198.51.100.4', 'not the password')).status).toBe(401);
    // The tenth failure, whichever instance sees it, locks the account; the right password does not open it on either.
    expect((await signin('198.51.100.4', 'not the password')).status).toBe(429);
    for (let i = 0; i < 2; i += 1) {
      const locked = await signin('198.51.100.4');
      expect(locked.status).toBe(429);
      expect(((await locked.json()) as { message: string }).message).toContain('Too many failed sign-in attempts');
    }
  });
});
