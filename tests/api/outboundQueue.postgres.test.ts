// @vitest-environment node
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimDueDeliveries, enqueueDelivery, RETRY_POLICY } from '../../server/channels/outboundQueue';
import { connectPostgres, type Db } from '../../server/db/connect';
import { migrate } from '../../server/db/migrate';
import { queueChannel } from './queueChannel';
import { buildTestApp, type TestApp } from './testApp';

// Run by vitest.postgres.config.ts: several connections claim at once, as several senders (or servers) would.
const adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set: run this file with `npx vitest run --config vitest.postgres.config.ts`.');

describe('the outbound queue on a real PostgreSQL server', () => {
  const name = `queue_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  let admin: Db;
  let db: Db;
  let t: TestApp;
  beforeAll(async () => {
    admin = connectPostgres(adminUrl ?? '');
    await sql.raw(`create database ${name}`).execute(admin);
    const url = new URL(adminUrl ?? '');
    url.pathname = `/${name}`;
    db = connectPostgres(url.toString());
    await migrate(db);
    t = await buildTestApp(db, { outboundPollMs: 60_000 });
  });
  afterAll(async () => {
    await t?.app.close();
    await db?.destroy();
    await sql.raw(`drop database if exists ${name} with (force)`).execute(admin);
    await admin?.destroy();
  });

  it('gives each delivery to one of the senders claiming at once, none twice', async () => {
    const channelId = await queueChannel(t);
    // Years ahead: the test server's own sender (real time) never finds these due.
    const due = new Date(Date.UTC(2036, 0, 1));
    const ids = new Set(await Promise.all(Array.from({ length: 40 }, (_, n) => enqueueDelivery(db, { channelId, conversationId: null, payload: { n } }, due))));
    const rounds = await Promise.all(Array.from({ length: 8 }, () => claimDueDeliveries(db, due, 5, RETRY_POLICY)));
    const claimed = rounds.flat().map((delivery) => delivery.id);
    expect(claimed).toHaveLength(new Set(claimed).size);
    expect(new Set(claimed)).toEqual(ids);
  });
});
