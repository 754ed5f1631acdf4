import type { Db } from '../db/connect';

/**
 * How long the channel layer keeps what it no longer needs to send or to run:
 * - a claim of a provider message, once done, for 8 days: a provider may deliver a webhook again
 *   for days (WhatsApp retries for up to 7), and the repeat must still be recognised;
 * - a delivery that went out, for 8 days: the provider's status webhooks name it by its id;
 * - a delivery given up, for 30 days, with its last error, for whoever looks into it.
 */
export const KEEP = { claimsDays: 8, deliveredDays: 8, failedDays: 30 } as const;

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * 86_400_000);

/** Removes what is older than KEEP allows; answers how many rows went. */
export async function pruneChannelQueues(db: Db, now: Date): Promise<{ claims: number; deliveries: number }> {
  const claims = await db.deleteFrom('inbound_claims').where('processed_at', '<', daysBefore(now, KEEP.claimsDays)).executeTakeFirst();
  // Claims of the generic webhook made before claims kept their message have no processed_at: their age is their claim's.
  const older = await db.deleteFrom('inbound_claims').where('event', 'is', null).where('claimed_at', '<', daysBefore(now, KEEP.claimsDays)).executeTakeFirst();
  const delivered = await db.deleteFrom('outbound_deliveries').where('delivered_at', '<', daysBefore(now, KEEP.deliveredDays)).executeTakeFirst();
  const failed = await db.deleteFrom('outbound_deliveries').where('failed_at', '<', daysBefore(now, KEEP.failedDays)).executeTakeFirst();
  return {
    claims: Number(claims.numDeletedRows) + Number(older.numDeletedRows),
    deliveries: Number(delivered.numDeletedRows) + Number(failed.numDeletedRows),
  };
}
