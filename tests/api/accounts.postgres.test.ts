// @vitest-environment node
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signinAnswer } from '../../services/contracts';
import { connectPostgres, type Db } from '../../server/db/connect';
import { seedTemplates } from '../../server/bots/templates/library';
import { migrate, migrations } from '../../server/db/migrate';
import { gql, personWithSession } from './graphqlHelpers';
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
    expect(await migrate(db)).toEqual(Object.keys(migrations));
    expect(Object.keys(migrations)).toContain('004_ai_connections');
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

  it('creates a company and an assistant from a template, then deletes the company, on PostgreSQL too', async () => {
    const ada = await personWithSession(t, 'Ada');
    const created = await gql(t, 'mutation { createCompany(name: "Pg Co", country: "TURKEY", requestDescription: "Support") { id } }', {}, { token: ada.token });
    const companyId = (created.data?.createCompany as { id: string }).id;
    await seedTemplates(db);
    const templates = await gql(t, '{ botTemplates { id name } }', {}, { token: ada.token });
    const template = (templates.data?.botTemplates as Array<{ id: string }>)[0];
    const copy = await gql(
      t,
      'mutation($s: ID!, $c: ID!) { copyBotFromTemplate(sourceBotId: $s, companyId: $c, name: "Pg bot") { id name } }',
      { s: template?.id, c: companyId },
      { token: ada.token },
    );
    expect(copy.errors).toBeUndefined();
    expect(copy.data?.copyBotFromTemplate).toMatchObject({ name: 'Pg bot' });
    const deleted = await gql(t, 'mutation($c: ID!) { deleteCompany(id: $c) { success } }', { c: companyId }, { token: ada.token });
    expect(deleted.data?.deleteCompany).toEqual({ success: true });
    const bots = await db.selectFrom('bots').select('id').where('company_id', '=', companyId).execute();
    expect(bots).toEqual([]);
  });
});
