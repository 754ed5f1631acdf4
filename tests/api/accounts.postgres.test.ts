// @vitest-environment node
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signinAnswer } from '../../services/contracts';
import { connectPostgres, type Db } from '../../server/db/connect';
import { migrate } from '../../server/db/migrate';
import { buildTestApp, confirmedUser, signin, type TestApp } from './testApp';

// Run by vitest.postgres.config.ts, whose global setup starts a throwaway PostgreSQL server.
const url = process.env.TEST_DATABASE_URL;
if (!url) throw new Error('TEST_DATABASE_URL is not set: run this file with `npx vitest run --config vitest.postgres.config.ts`.');

describe('on a real PostgreSQL server (TEST_DATABASE_URL)', () => {
  let db: Db;
  let t: TestApp;
  beforeAll(async () => {
    db = connectPostgres(url ?? '');
    await sql`drop schema if exists public cascade`.execute(db);
    await sql`create schema public`.execute(db);
    t = await buildTestApp(db);
  });
  afterAll(async () => {
    await t?.app.close();
    await db?.destroy();
  });

  it('runs the same migrations, and again without change', async () => {
    expect(await migrate(db)).toEqual(['001_accounts', '002_tfa_last_step']);
    expect(await migrate(db)).toEqual([]);
  });

  it('signs up, confirms and signs in', async () => {
    const email = await confirmedUser(t);
    const answer = await signin(t, email);
    expect(answer.statusCode).toBe(200);
    expect(signinAnswer.parse(answer.json())).toMatchObject({ tfa: 'notSet', firstLogin: true, user: { email } });
    const health = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.json()).toEqual({ status: 'ok', db: 'ok' });
  });
});
