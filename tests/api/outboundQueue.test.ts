// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimDueDeliveries, enqueueDelivery, RETRY_POLICY, retryDelayMs, settleDelivery } from '../../server/channels/outboundQueue';
import { pruneChannelQueues } from '../../server/channels/queuePruning';
import { queueChannel } from './queueChannel';
import { buildTestApp, testDatabase, type TestApp } from './testApp';

let t: TestApp;
let channelId: string;
// Years ahead: the test server's own sender (real time) never finds these due.
const at = (ms: number) => new Date(Date.UTC(2036, 10, 1) + ms);
const policy = { ...RETRY_POLICY, attempts: 3, baseDelayMs: 1000, leaseMs: 60_000 };

beforeAll(async () => {
  t = await buildTestApp(await testDatabase(), { outboundPollMs: 60_000 });
  channelId = await queueChannel(t);
});
afterAll(async () => {
  await t.app.close();
  await t.db.destroy();
});

const row = (id: string) => t.db.selectFrom('outbound_deliveries').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('the waits between tries', () => {
  it('double from the first, up to the longest, and a longer wait the channel asks for wins', () => {
    expect([1, 2, 3, 4].map((attempts) => retryDelayMs(attempts, policy))).toEqual([1000, 2000, 4000, 8000]);
    expect(retryDelayMs(30, policy)).toBe(RETRY_POLICY.maxDelayMs);
    expect(retryDelayMs(1, policy, 30_000)).toBe(30_000);
    expect(retryDelayMs(3, policy, 10)).toBe(4000);
  });
});

describe('the outbound queue', () => {
  it('hands a delivery to one sender at a time, and again once its lease ran out (its sender died)', async () => {
    const id = await enqueueDelivery(t.db, { channelId, conversationId: null, payload: { text: 'one' } }, at(0));
    const first = await claimDueDeliveries(t.db, at(0), 10, policy);
    expect(first.filter((d) => d.id === id)).toEqual([{ id, channelId, conversationId: null, payload: { text: 'one' }, attempts: 1 }]);
    expect((await claimDueDeliveries(t.db, at(1000), 10, policy)).some((d) => d.id === id)).toBe(false);
    const again = await claimDueDeliveries(t.db, at(policy.leaseMs + 1), 10, policy);
    expect(again.find((d) => d.id === id)?.attempts).toBe(2);
    await settleDelivery(
      t.db,
      again.find((d) => d.id === id)!,
      { kind: 'sent' },
      at(policy.leaseMs + 2),
      policy,
    );
    expect(await row(id)).toMatchObject({ delivered_at: at(policy.leaseMs + 2), claimed_until: null });
    expect((await claimDueDeliveries(t.db, at(10 * policy.leaseMs), 10, policy)).some((d) => d.id === id)).toBe(false);
  });

  it('waits before another try, and keeps a delivery as failed after the last try or a refusal for good', async () => {
    const id = await enqueueDelivery(t.db, { channelId, conversationId: null, payload: { text: 'two' } }, at(0));
    let [claimed] = (await claimDueDeliveries(t.db, at(0), 10, policy)).filter((d) => d.id === id);
    await settleDelivery(t.db, claimed!, { kind: 'retry', reason: 'the webhook answered 503', retryAfterMs: 5000 }, at(0), policy);
    expect(await row(id)).toMatchObject({ next_attempt_at: at(5000), last_error: 'the webhook answered 503', failed_at: null });
    expect((await claimDueDeliveries(t.db, at(4999), 10, policy)).some((d) => d.id === id)).toBe(false);
    [claimed] = (await claimDueDeliveries(t.db, at(5000), 10, policy)).filter((d) => d.id === id);
    await settleDelivery(t.db, claimed!, { kind: 'retry', reason: 'timeout' }, at(5000), policy);
    expect(await row(id)).toMatchObject({ next_attempt_at: at(7000), attempts: 2 });
    [claimed] = (await claimDueDeliveries(t.db, at(7000), 10, policy)).filter((d) => d.id === id);
    await settleDelivery(t.db, claimed!, { kind: 'retry', reason: 'timeout again' }, at(7000), policy);
    expect(await row(id)).toMatchObject({ attempts: 3, failed_at: at(7000), last_error: 'timeout again' });

    const refused = await enqueueDelivery(t.db, { channelId, conversationId: null, payload: { text: 'three' } }, at(0));
    const [taken] = (await claimDueDeliveries(t.db, at(0), 10, policy)).filter((d) => d.id === refused);
    await settleDelivery(t.db, taken!, { kind: 'failed', reason: 'the webhook answered 404' }, at(1), policy);
    expect(await row(refused)).toMatchObject({ failed_at: at(1), attempts: 1, last_error: 'the webhook answered 404' });
  });

  it('gives each of two senders claiming at once other deliveries', async () => {
    const ids = await Promise.all([1, 2, 3, 4].map((n) => enqueueDelivery(t.db, { channelId, conversationId: null, payload: { n } }, at(100_000))));
    const [a, b] = await Promise.all([claimDueDeliveries(t.db, at(100_000), 2, policy), claimDueDeliveries(t.db, at(100_000), 2, policy)]);
    const taken = [...a!, ...b!].map((d) => d.id).filter((id) => ids.includes(id));
    expect(new Set(taken).size).toBe(taken.length);
  });
});

describe('pruning', () => {
  it('removes claims and sent deliveries after 8 days and given-up ones after 30, keeping whatever is still to do', async () => {
    const now = at(400 * 86_400_000);
    const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
    const delivery = async (values: { delivered_at?: Date; failed_at?: Date }) =>
      (
        await t.db
          .insertInto('outbound_deliveries')
          .values({ channel_id: channelId, payload: '{}', next_attempt_at: at(10 ** 12), ...values })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const oldSent = await delivery({ delivered_at: daysAgo(9) });
    const recentSent = await delivery({ delivered_at: daysAgo(7) });
    const oldFailed = await delivery({ failed_at: daysAgo(31) });
    const recentFailed = await delivery({ failed_at: daysAgo(29) });
    const waiting = await delivery({});
    const claim = (id: string, values: { processed_at?: Date | null; event?: string | null; claimed_at: Date }) =>
      t.db
        .insertInto('inbound_claims')
        .values({ channel_id: channelId, provider_message_id: id, ...values })
        .execute();
    await claim('old-done', { processed_at: daysAgo(9), event: '{}', claimed_at: daysAgo(9) });
    await claim('recent-done', { processed_at: daysAgo(7), event: '{}', claimed_at: daysAgo(7) });
    await claim('old-waiting', { processed_at: null, event: '{}', claimed_at: daysAgo(20) });
    await claim('old-plain', { event: null, claimed_at: daysAgo(9) });
    // The deliveries of the tests above were settled long before `now`: they go too.
    const settledBefore = await t.db
      .selectFrom('outbound_deliveries')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where((eb) => eb.or([eb('delivered_at', '<', daysAgo(8)), eb('failed_at', '<', daysAgo(30))]))
      .executeTakeFirstOrThrow();
    expect(await pruneChannelQueues(t.db, now)).toEqual({ claims: 2, deliveries: Number(settledBefore.n) });
    const left = (await t.db.selectFrom('outbound_deliveries').select('id').execute()).map((r) => r.id);
    expect(left).toEqual(expect.arrayContaining([recentSent, recentFailed, waiting]));
    expect(left).not.toContain(oldSent);
    expect(left).not.toContain(oldFailed);
    const claims = (await t.db.selectFrom('inbound_claims').select('provider_message_id').execute()).map((r) => r.provider_message_id);
    expect(claims).toEqual(expect.arrayContaining(['recent-done', 'old-waiting']));
    expect(claims).not.toContain('old-done');
    expect(claims).not.toContain('old-plain');
  });
});
