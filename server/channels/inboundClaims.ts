import type { Db } from '../db/connect';

/**
 * One turn per provider message, whatever the channel kind: providers deliver a webhook again
 * when the first delivery was slow or its answer was lost. The first delivery claims the
 * message id for its channel, atomically in the database (the primary key decides a race
 * between two deliveries arriving at once); a repeat finds the claim and runs nothing.
 */
export type InboundClaim = { claimed: true } | { claimed: false; conversationId: string | null };

export type InboundMessage = { channelId: string; providerMessageId: string };

/**
 * Claims the message for this delivery, or says it was claimed before (and by which conversation,
 * once known). With `event` the claim keeps the message itself until its turn is done
 * (inboundWaiting.ts), so that it is stored before the provider is told it arrived.
 */
export async function claimInbound(db: Db, message: InboundMessage, now: Date, event?: unknown): Promise<InboundClaim> {
  const inserted = await db
    .insertInto('inbound_claims')
    .values({ channel_id: message.channelId, provider_message_id: message.providerMessageId, claimed_at: now, event: event === undefined ? null : JSON.stringify(event) })
    .onConflict((conflict) => conflict.columns(['channel_id', 'provider_message_id']).doNothing())
    .returning('channel_id')
    .executeTakeFirst();
  if (inserted) return { claimed: true };
  const earlier = await db
    .selectFrom('inbound_claims')
    .select('conversation_id')
    .where('channel_id', '=', message.channelId)
    .where('provider_message_id', '=', message.providerMessageId)
    .executeTakeFirst();
  return { claimed: false, conversationId: earlier?.conversation_id ?? null };
}

/** Notes the conversation a claimed message went to, so a repeat is answered with it. */
export async function noteClaimConversation(db: Db, message: InboundMessage, conversationId: string): Promise<void> {
  await db
    .updateTable('inbound_claims')
    .set({ conversation_id: conversationId })
    .where('channel_id', '=', message.channelId)
    .where('provider_message_id', '=', message.providerMessageId)
    .execute();
}

/** Gives a claim back when its turn could not be taken (the provider's next delivery then runs it). */
export async function releaseInbound(db: Db, message: InboundMessage): Promise<void> {
  await db.deleteFrom('inbound_claims').where('channel_id', '=', message.channelId).where('provider_message_id', '=', message.providerMessageId).execute();
}
