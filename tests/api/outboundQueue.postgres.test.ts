// @vitest-environment node
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectPostgres, type Db } from '../../server/db/connect';
import { migrate } from '../../server/db/migrate';
import { seedTemplates } from '../../server/bots/templates/library';
import { claimDueDeliveries, enqueueDelivery, RETRY_POLICY } from '../../server/channels/outboundQueue';
import { queueChannel } from './queueChannel';
import { buildTestApp, type TestApp } from './testApp';

// Run by vitest.postgres.config.ts. Two senders, each with its own connection pool, claim from
// one queue at once: FOR UPDATE SKIP LOCKED gives each row to one of them. The database is the
// file's own; the throwaway cluster is removed with it at the end of the run.
const adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set: run this file with `npx vitest run --config vitest.postgres.config.ts`.');

const name = `queue_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
const urlOf = (database: string) => Object.assign(new URL(adminUrl ?? ''), { pathname: `/${database}` }).toString();
// Years ahead: the test server's own sender (real time) never finds these due.
const at = (ms: number) => new Date(Date.UTC(2036, 10, 1) + ms);

let admin: Db;
let one: Db;
let two: Db;
let t: TestApp;
let channelId: string;

beforeAll(async () => {
  admin = connectPostgres(adminUrl ?? '');
  await sql`create database ${sql.id(name)}`.execute(admin);
  one = connectPostgres(urlOf(name));
  two = connectPostgres(urlOf(name));
  await migrate(one);
  await seedTemplates(one);
  t = await buildTestApp(one, { outboundPollMs: 3_600_000 });
  channelId = await queueChannel(t);
});
afterAll(async () => {
  await t?.app.close();
  await one?.destroy();
  await two?.destroy();
  await admin?.destroy();
});

describe('the outbound queue on PostgreSQL', () => {
  it('gives each due delivery to one of two senders claiming at once', async () => {
    const ids = await Promise.all(Array.from({ length: 40 }, (_, n) => enqueueDelivery(one, { channelId, conversationId: null, payload: { n } }, at(0))));
    const rounds = await Promise.all(Array.from({ length: 8 }, (_, n) => claimDueDeliveries(n % 2 ? one : two, at(1), 10, RETRY_POLICY)));
    const claimed = rounds.flat().map((d) => d.id);
    expect(new Set(claimed).size).toBe(claimed.length);
    expect(claimed.sort()).toEqual([...ids].sort());
  });
});
