// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimDueDeliveries, enqueueDelivery, RETRY_POLICY, retryDelayMs, settleDelivery } from '../../server/channels/outboundQueue';
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
