import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FlowDocument } from '../../services/contracts/flow';
import { insertUser } from '../auth/users';
import { insertBot } from '../bots/botStore';
import { appointmentTemplate } from '../bots/templates/appointment';
import { faqTemplate } from '../bots/templates/faq';
import { insertPublication } from '../bots/publishStore';
import { insertVersion } from '../bots/versionStore';
import { connectPglite, type Db } from '../db/connect';
import { migrate } from '../db/migrate';
import { outlineOf } from '../engine/versionRunner';
import { createMachineCache, VersionNotRunnable, versionMessages } from './machineCache';

/**
 * The cache of compiled assistant versions, as the conversation service sees it through
 * `load`: one compiled machine per saved version, the published version when none is named
 * (the newest saved one for the test chat's draft),
 * the least recently used dropped beyond its capacity, and clear refusals.
 *
 * A saved version's flow never changes, which is why the cache may skip reading it again;
 * to see whether a load was served from the cache or read the row, some tests overwrite a
 * row's flow in the database (which the console itself never does) and look at which flow
 * comes back.
 */
let db: Db;
let companyId: string;
let userId: string;
let clock = new Date('2027-03-01T09:00:00Z').getTime();
const tick = () => new Date((clock += 60_000));

beforeAll(async () => {
  db = connectPglite();
  await migrate(db);
  const company = await db.insertInto('companies').values({ name: 'Cache Co', ip_allowlist: null }).returning('id').executeTakeFirstOrThrow();
  companyId = company.id;
  userId = (await insertUser(db, tick(), { name: 'Ada', surname: 'Lovelace', email: 'ada@example.com', passwordHash: null, confirmed: true })).id;
});

afterAll(async () => {
  await db.destroy();
});

/** A new assistant whose first version (v1) has `flow`; returns its id and that version's id. */
async function newAssistant(flow: FlowDocument = faqTemplate.flow): Promise<{ botId: string; v1: string }> {
  const botId = await insertBot(db, tick(), { name: 'Helper', companyId, userId, flow });
  const row = await db.selectFrom('bot_versions').select('id').where('bot_id', '=', botId).executeTakeFirstOrThrow();
  return { botId, v1: row.id };
}

async function publish(botId: string, versionId: string): Promise<void> {
  await insertPublication(db, { botId, versionId, kind: 'PUBLISH', userId, now: tick() });
}

async function saveVersion(botId: string, flow: FlowDocument): Promise<string> {
  return (await insertVersion(db, tick(), { botId, userId, flow })).id;
}

/** Overwrites a saved version's flow behind the cache's back (see the comment at the top). */
async function overwriteFlow(versionId: string, flow: unknown): Promise<void> {
  await db
    .updateTable('bot_versions')
    .set({ flow: JSON.stringify(flow) })
    .where('id', '=', versionId)
    .execute();
}

async function refusal(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(VersionNotRunnable);
  return (error as Error).message;
}

describe('machine cache: the same version, the same machine', () => {
  let bot: { botId: string; v1: string };
  beforeEach(async () => {
    bot = await newAssistant();
  });

  it('compiles a version once and hands back the same machine for it afterwards', async () => {
    const cache = createMachineCache();
    const first = await cache.load(db, bot.botId, bot.v1);
    expect(first).toMatchObject({ botId: bot.botId, versionId: bot.v1, outline: outlineOf(faqTemplate.flow) });
    const again = await cache.load(db, bot.botId, bot.v1);
    expect(again.runner).toBe(first.runner);
    // By id, by name (a SWITCH names a version) and as the newest: one compiled machine.
    expect((await cache.load(db, bot.botId, ' v1 ')).runner).toBe(first.runner);
    expect((await cache.load(db, bot.botId)).runner).toBe(first.runner);
    expect((await cache.load(db, bot.botId, null)).runner).toBe(first.runner);
  });

  it('serves a version it compiled without reading its flow again', async () => {
    const cache = createMachineCache();
    const first = await cache.load(db, bot.botId, bot.v1);
    await overwriteFlow(bot.v1, appointmentTemplate.flow);
    const again = await cache.load(db, bot.botId, bot.v1);
    expect(again.runner).toBe(first.runner);
    expect(again.outline).toEqual(outlineOf(faqTemplate.flow));
    // A cache of its own has not seen the version: it reads the row.
    expect((await createMachineCache().load(db, bot.botId, bot.v1)).outline).toEqual(outlineOf(appointmentTemplate.flow));
  });

  it('runs the published version while a newer one is saved; the draft runs the newest saved; a publication switches', async () => {
    const cache = createMachineCache();
    const before = await cache.load(db, bot.botId);
    const v2 = await saveVersion(bot.botId, appointmentTemplate.flow);
    // Channels: still the published v1, the same machine.
    expect((await cache.load(db, bot.botId)).runner).toBe(before.runner);
    // The test chat's draft: the newest saved version.
    const draft = await cache.load(db, bot.botId, null, { draft: true });
    expect(draft).toMatchObject({ botId: bot.botId, versionId: v2, outline: outlineOf(appointmentTemplate.flow) });
    expect(draft.runner).not.toBe(before.runner);
    expect((await cache.load(db, bot.botId, 'v2')).runner).toBe(draft.runner);
    await publish(bot.botId, v2);
    const after = await cache.load(db, bot.botId);
    expect(after.runner).toBe(draft.runner);
    // A conversation started on v1 keeps running v1.
    expect((await cache.load(db, bot.botId, bot.v1)).runner).toBe(before.runner);
  });

  it('does not hand one assistant the compiled version of another', async () => {
    const cache = createMachineCache();
    const mine = await cache.load(db, bot.botId, bot.v1);
    const other = await newAssistant(appointmentTemplate.flow);
    // The other assistant has no version with this id: it runs its own published one.
    const theirs = await cache.load(db, other.botId, bot.v1);
    expect(theirs).toMatchObject({ botId: other.botId, versionId: other.v1, outline: outlineOf(appointmentTemplate.flow) });
    expect(theirs.runner).not.toBe(mine.runner);
  });
});

describe('machine cache: capacity', () => {
  it('drops the least recently used version beyond its capacity and compiles it again when asked', async () => {
    const a = await newAssistant();
    const b = await newAssistant();
    const c = await newAssistant();
    const cache = createMachineCache(2);
    const first = { a: await cache.load(db, a.botId, a.v1), b: await cache.load(db, b.botId, b.v1) };
    // Using a makes b the least recently used, so c's arrival drops b, not a.
    await cache.load(db, a.botId, a.v1);
    await cache.load(db, c.botId, c.v1);
    for (const id of [a.v1, b.v1, c.v1]) await overwriteFlow(id, appointmentTemplate.flow);

    const aAgain = await cache.load(db, a.botId, a.v1);
    expect(aAgain.runner).toBe(first.a.runner);
    expect(aAgain.outline).toEqual(outlineOf(faqTemplate.flow));
    const bAgain = await cache.load(db, b.botId, b.v1);
    expect(bAgain.runner).not.toBe(first.b.runner);
    expect(bAgain.outline).toEqual(outlineOf(appointmentTemplate.flow));
  });

  it('keeps every version while within its capacity', async () => {
    const bots = [await newAssistant(), await newAssistant(), await newAssistant()];
    const cache = createMachineCache(3);
    const machines = [];
    for (const bot of bots) machines.push((await cache.load(db, bot.botId, bot.v1)).runner);
    for (const bot of bots) await overwriteFlow(bot.v1, appointmentTemplate.flow);
    for (const [i, bot] of bots.entries()) expect((await cache.load(db, bot.botId, bot.v1)).runner).toBe(machines[i]);
  });
});

describe('machine cache: refusals', () => {
  it('refuses an assistant that is gone or has no saved version', async () => {
    const cache = createMachineCache();
    expect(await refusal(cache.load(db, 'not-a-uuid'))).toBe(versionMessages.noVersion);
    expect(await refusal(cache.load(db, '00000000-0000-4000-8000-000000000000', 'v1'))).toBe(versionMessages.noVersion);
    const { botId } = await newAssistant();
    await db.deleteFrom('bot_versions').where('bot_id', '=', botId).execute();
    expect(await refusal(cache.load(db, botId))).toBe(versionMessages.noVersion);
    expect(await refusal(cache.load(db, botId, null, { draft: true }))).toBe(versionMessages.noVersion);
  });

  it('refuses a channel of an assistant never published, but runs its draft', async () => {
    const cache = createMachineCache();
    const { botId, v1 } = await newAssistant();
    await db.deleteFrom('bot_publications').where('bot_id', '=', botId).execute();
    expect(await refusal(cache.load(db, botId))).toBe(versionMessages.notPublished);
    expect(await cache.load(db, botId, null, { draft: true })).toMatchObject({ versionId: v1 });
    // Its own conversations name their version: they go on.
    expect(await cache.load(db, botId, v1)).toMatchObject({ versionId: v1 });
  });

  it('refuses a saved flow that cannot run, and does not remember the refusal', async () => {
    const cache = createMachineCache();
    const { botId, v1 } = await newAssistant();
    await overwriteFlow(v1, { formatVersion: 1, modules: 'none' });
    expect(await refusal(cache.load(db, botId, v1))).toBe(versionMessages.badFlow);
    await overwriteFlow(v1, faqTemplate.flow);
    expect(await cache.load(db, botId, v1)).toMatchObject({ versionId: v1, outline: outlineOf(faqTemplate.flow) });
  });
});
