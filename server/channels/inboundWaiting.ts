import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Db } from '../db/connect';
import type { Database } from '../db/schema';
import { replyContext } from './adapters/replyContext';
import type { InboundMessage } from './inboundClaims';
import { earlierReplyAddress, earlierReplyToken } from './earlierReplyContext';

/**
 * Claimed messages whose turn is not done yet. A message is stored with its claim before the
 * provider hears that it arrived; the claim is marked processed in the same transaction that
 * queues the turn's replies. What a stop or a crash left waiting is run on the next start.
 */

/**
 * A claimed message as the claim keeps it. Claims kept before the reply context was one field
 * name LINE's `replyToken` or Teams' `replyTo` instead of `answerWith`: they are read as it.
 */
export const waitingEvent = z
  .object({
    client: z.object({ clientId: z.string(), name: z.string().optional(), surname: z.string().optional(), phone: z.string().optional() }),
    input: z.object({ text: z.string(), messageType: z.string(), payload: z.string().optional() }),
    acknowledge: z.object({ messageIds: z.array(z.string()), request: z.record(z.string(), z.unknown()) }).optional(),
    answerWith: replyContext.optional(),
    replyToken: earlierReplyToken.optional(),
    replyTo: earlierReplyAddress.optional(),
  })
  .transform(({ replyToken, replyTo, answerWith, ...event }) => {
    const kept = answerWith ?? replyToken ?? replyTo;
    return { ...event, ...(kept ? { answerWith: kept } : {}) };
  });
export type WaitingEvent = z.output<typeof waitingEvent>;

export type WaitingMessage = InboundMessage & { event: WaitingEvent; conversationId: string | null };

/** Marks a claimed message done (its replies are queued in the same transaction). */
export async function markProcessed(db: Kysely<Database>, message: InboundMessage, now: Date): Promise<void> {
  await db
    .updateTable('inbound_claims')
    .set({ processed_at: now })
    .where('channel_id', '=', message.channelId)
    .where('provider_message_id', '=', message.providerMessageId)
    .execute();
}

/** The claimed messages not yet done, oldest first; a kept message that does not read is marked done and named in the log. */
export async function waitingMessages(db: Db, limit: number, log: (line: string) => void): Promise<WaitingMessage[]> {
  const rows = await db
    .selectFrom('inbound_claims')
    .select(['channel_id', 'provider_message_id', 'conversation_id', 'event'])
    .where('event', 'is not', null)
    .where('processed_at', 'is', null)
    .orderBy('claimed_at')
    .limit(limit)
    .execute();
  const waiting: WaitingMessage[] = [];
  for (const row of rows) {
    const key = { channelId: row.channel_id, providerMessageId: row.provider_message_id };
    const event = waitingEvent.safeParse(row.event);
    if (event.success) waiting.push({ ...key, event: event.data, conversationId: row.conversation_id });
    else {
      log(`${new Date().toISOString()} inbound message ${row.provider_message_id} of channel ${row.channel_id} could not be read back and is dropped`);
      await markProcessed(db, key, new Date());
    }
  }
  return waiting;
}
