import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { createApp } from '../../server/app';
import type { AppConfig } from '../../server/config';
import type { AppDeps } from '../../server/deps';
import { connectPglite, type Db } from '../../server/db/connect';
import type { Database } from '../../server/db/schema';
import { migrate } from '../../server/db/migrate';
import { seedTemplates } from '../../server/bots/templates/library';
import { outboxMailer } from '../../server/mail/mailer';
import { checkAnswersAgainstContracts } from './answerContracts';
import { freePort } from '../e2e/support/server';

/** A clock the test moves by hand. */
export type TestClock = { now: () => Date; advance: (seconds: number) => void };

export function testClock(start = new Date()): TestClock {
  let time = start.getTime();
  return {
    now: () => new Date(time),
    advance: (seconds) => {
      time += seconds * 1000;
    },
  };
}

export const testConfig: AppConfig = {
  publicUrl: 'http://console.test',
  loginCaptchaThreshold: 3,
  devMode: true,
  secretKey: 'test-secret-key-that-is-long-enough-0123456789',
  tfaIssuer: 'Assistant Console',
  passwordCost: 2 ** 10,
  captcha: { cost: 1, counterMin: 1, counterMax: 20 },
  authRateLimit: 100_000,
};

export type TestApp = { app: FastifyInstance; db: Db; clock: TestClock; config: AppConfig };

/** A fresh in-memory database with the migrations run (about 4 s: once per test file). */
/** The run's database snapshot; none outside the unit tests' run (the benchmarks, the crash server, other configurations). */
function runSnapshot(): string | undefined {
  try {
    return inject('databaseSnapshot');
  } catch {
    return undefined;
  }
}

/**
 * A fresh in-memory database, migrated, with the template library: a copy of the run's snapshot
 * (tests/support/databaseSnapshot.ts) when the run made one, else made here.
 */
export async function testDatabase(): Promise<Db> {
  const snapshot = runSnapshot();
  if (snapshot) {
    const db = connectPglite(undefined, snapshot);
    // Nothing to do unless a migration was added since the snapshot: it checks, cheaply.
    await migrate(db);
    return db;
  }
  const db = connectPglite();
  await migrate(db);
  await seedTemplates(db);
  return db;
}

export async function buildTestApp(db: Db, overrides: Partial<AppConfig> = {}, clock = testClock()): Promise<TestApp> {
  return buildTestAppWith(db, overrides, {}, clock);
}

/** The test app with more of its dependencies given (a log stream, providers, a work pool it does not close). */
export async function buildTestAppWith(
  db: Db,
  overrides: Partial<AppConfig>,
  deps: Partial<Pick<AppDeps, 'logStream' | 'googleCloud' | 'work' | 'generativeServiceFor' | 'aiHttp' | 'flowThreadFrom'>>,
  clock = testClock(),
): Promise<TestApp> {
  const config = { ...testConfig, ...overrides };
  const app = createApp({ db, mailer: outboxMailer(db, clock), clock, config, ...deps });
  checkAnswersAgainstContracts(app);
  await app.ready();
  return { app, db, clock, config };
}

type Call = { token?: string; ip?: string; headers?: Record<string, string> };

export function postJson(app: FastifyInstance, url: string, body: unknown, call: Call = {}): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url,
    payload: JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...(call.token ? { authorization: `Bearer ${call.token}` } : {}), ...call.headers },
    remoteAddress: call.ip,
  });
}

export function getWith(app: FastifyInstance, url: string, call: Call = {}): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'GET',
    url,
    headers: { ...(call.token ? { authorization: `Bearer ${call.token}` } : {}), ...call.headers },
    remoteAddress: call.ip,
  });
}

export async function countRows(db: Db, table: keyof Database): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Counts of every table, to show that bad input changed nothing. */
export async function allCounts(db: Db): Promise<Record<string, number>> {
  const tables: Array<keyof Database> = [
    'users',
    'sessions',
    'email_tokens',
    'backup_codes',
    'trusted_devices',
    'login_failures',
    'tfa_failures',
    'outbox',
    'companies',
    'company_users',
    'invitations',
    'used_captchas',
  ];
  const counts: Record<string, number> = {};
  for (const table of tables) counts[table] = await countRows(db, table);
  return counts;
}

/** The first link of the newest mail to `to`. */
export async function latestLink(db: Db, to: string): Promise<string> {
  const mail = await db.selectFrom('outbox').select('text').where('to', '=', to).orderBy('seq', 'desc').limit(1).executeTakeFirstOrThrow();
  const link = /https?:\/\/\S+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`No link in the mail to ${to}`);
  return link;
}

export const strongPassword = 'Str0ng!Passw0rd';

let counter = 0;
export function uniqueEmail(prefix = 'person'): string {
  counter += 1;
  return `${prefix}.${counter}.${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** Signs up through the API and follows the verification link; returns the e-mail. */
export async function confirmedUser(t: TestApp, email = uniqueEmail(), password = strongPassword): Promise<string> {
  const signup = await postJson(t.app, '/auth/signup', { name: 'Ada', surname: 'Lovelace', email, password });
  if (signup.statusCode !== 200) throw new Error(`sign-up failed: ${signup.body}`);
  const link = await latestLink(t.db, email.toLowerCase());
  const verify = await getWith(t.app, new URL(link).pathname);
  if (verify.headers.location !== '/login?verified=1') throw new Error(`verification failed: ${verify.headers.location}`);
  return email;
}

export async function signin(t: TestApp, email: string, extra: Record<string, unknown> = {}, call: Call = {}) {
  return postJson(t.app, '/auth/signin', { email, password: strongPassword, userDeviceId: 'device-1', ...extra }, call);
}

/**
 * The test app on a free local port, for tests whose server is called over HTTP (sandboxes on the
 * same server, webhooks, callbacks); `configFor` may use its address (publicUrl, providers).
 */
export async function listeningTestApp(
  configFor: (base: string) => Partial<AppConfig> = () => ({}),
  deps: Parameters<typeof buildTestAppWith>[2] = {},
): Promise<{ t: TestApp; base: string }> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const t = await buildTestAppWith(await testDatabase(), configFor(base), deps);
  await t.app.listen({ port, host: '127.0.0.1' });
  return { t, base };
}
