import { sql, type Kysely } from 'kysely';
import type { Db } from '../db/connect';
import type { Database } from '../db/schema';

/**
 * The durable queue of what goes out on channels (outbound_deliveries). A reply is stored
 * before anything is sent, so a server that stops, or is killed, loses none: the next one
 * sends what was left. A sender claims due rows for a lease with FOR UPDATE SKIP LOCKED (two
 * senders never take the same row); a row whose lease ran out (its sender died mid-send) is
 * due again, so only a reply in flight at a crash can go out twice. Deliveries of one
 * conversation go out in the order they were queued: one waits while an earlier one is neither
 * sent nor given up.
 */
export type OutboundDelivery = { id: string; channelId: string; conversationId: string | null; payload: unknown; attempts: number };

/** How a send went: taken by the channel, worth another try (after a wait the channel may name), or refused for good. */
export type SendResult = { kind: 'sent'; providerMessageId?: string } | { kind: 'retry'; reason: string; retryAfterMs?: number } | { kind: 'failed'; reason: string };

export const RETRY_POLICY = {
  /** Tries in all, the first included; then the delivery is kept as failed with its last error. */
  attempts: 8,
  /** The first wait; each next one doubles, up to `maxDelayMs`. */
  baseDelayMs: 1000,
  maxDelayMs: 5 * 60_000,
  /** How long a claimed row is its sender's before another may take it. */
  leaseMs: 60_000,
};
export type RetryPolicy = typeof RETRY_POLICY;

/** The wait before try number `attempts + 1` (a wait the channel asked for counts when longer). */
export function retryDelayMs(attempts: number, policy: RetryPolicy, retryAfterMs = 0): number {
  const doubled = policy.baseDelayMs * 2 ** Math.max(0, attempts - 1);
  return Math.max(retryAfterMs, Math.min(policy.maxDelayMs, doubled));
}

/** Stores a delivery, due at once. */
export async function enqueueDelivery(db: Kysely<Database>, delivery: { channelId: string; conversationId: string | null; payload: unknown }, now: Date): Promise<string> {
  const row = await db
    .insertInto('outbound_deliveries')
    .values({ channel_id: delivery.channelId, conversation_id: delivery.conversationId, payload: JSON.stringify(delivery.payload), next_attempt_at: now, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Claims up to `limit` due deliveries for a lease, counting the try. */
export async function claimDueDeliveries(db: Db, now: Date, limit: number, policy: RetryPolicy): Promise<OutboundDelivery[]> {
  const leaseEnd = new Date(now.getTime() + policy.leaseMs);
  const rows = await db
    .updateTable('outbound_deliveries')
    .set((eb) => ({ claimed_until: leaseEnd, attempts: eb('attempts', '+', 1) }))
    .where(
      'id',
      'in',
      db
        .selectFrom('outbound_deliveries as d')
        .select('d.id')
        .where('d.delivered_at', 'is', null)
        .where('d.failed_at', 'is', null)
        .where('d.next_attempt_at', '<=', now)
        .where((eb) => eb.or([eb('d.claimed_until', 'is', null), eb('d.claimed_until', '<', now)]))
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('outbound_deliveries as earlier')
                .select(sql`1`.as('one'))
                .whereRef('earlier.conversation_id', '=', 'd.conversation_id')
                .whereRef('earlier.seq', '<', 'd.seq')
                .where('earlier.delivered_at', 'is', null)
                .where('earlier.failed_at', 'is', null),
            ),
          ),
        )
        .orderBy('d.seq')
        .limit(limit)
        .modifyEnd(sql`for update skip locked`),
    )
    .returning(['id', 'channel_id', 'conversation_id', 'payload', 'attempts'])
    .execute();
  return rows.map((row) => ({ id: row.id, channelId: row.channel_id, conversationId: row.conversation_id, payload: row.payload, attempts: row.attempts }));
}

/** Records how a claimed delivery went: sent, due again after its wait, or failed for good (after the last try too). */
export async function settleDelivery(db: Db, delivery: OutboundDelivery, result: SendResult, now: Date, policy: RetryPolicy): Promise<void> {
  const row = db.updateTable('outbound_deliveries').where('id', '=', delivery.id);
  if (result.kind === 'sent') {
    await row.set({ delivered_at: now, claimed_until: null, last_error: null, provider_message_id: result.providerMessageId ?? null }).execute();
  } else if (result.kind === 'retry' && delivery.attempts < policy.attempts) {
    const due = new Date(now.getTime() + retryDelayMs(delivery.attempts, policy, result.retryAfterMs));
    await row.set({ next_attempt_at: due, claimed_until: null, last_error: result.reason }).execute();
  } else {
    await row.set({ failed_at: now, claimed_until: null, last_error: result.reason }).execute();
  }
}
