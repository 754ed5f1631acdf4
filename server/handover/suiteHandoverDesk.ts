import type { Kysely } from 'kysely';
import type { SuiteCall } from '../channels/adapters/suiteSend';
import { enqueueDelivery } from '../channels/outboundQueue';
import type { HandoverDesk } from '../conversations/handoverDesk';
import type { Database } from '../db/schema';
import { agentReadable, suiteHistory } from './suiteHistory';
import { suiteOfAssistant, type HandoverSuite } from './suiteOfAssistant';
import { handedColumns, heldBySuite, openingOf } from './suiteOpening';

const queueCall = (tx: Kysely<Database>, suite: HandoverSuite, conversationId: string, call: SuiteCall, now: Date) =>
  enqueueDelivery(tx, { channelId: suite.channelId, conversationId, payload: { messageIds: [], request: call } }, now);

/**
 * Handover to the customer-service suite. HANDOVER in mode `channel` (to the agents connected
 * as a channel) on an assistant with a live suite channel queues the conversation so far to the
 * suite's pool (and only there: the channel's own handover, Messenger's thread passing, does
 * not happen); the conversation keeps the pool as its department, and the person's messages
 * while it is handed over are queued after it, each once, in order (the outbound queue sends a
 * conversation's deliveries in order and keeps them until the suite took them); one closed in
 * the console is closed in the suite after them. Mode `internal` stays in the console's own
 * agent queue. The console's Hand over on such an assistant goes to the suite as well.
 */
export function suiteHandoverDesk(): HandoverDesk {
  /** Queues the conversation so far to the suite's pool when the assistant has a suite channel; answers whether it did. */
  async function toSuite(tx: Kysely<Database>, conversationId: string, now: Date): Promise<boolean> {
    const conversation = await tx.selectFrom('conversations').select(handedColumns).where('id', '=', conversationId).executeTakeFirst();
    const suite = conversation ? await suiteOfAssistant(tx, { companyId: conversation.company_id, botId: conversation.bot_id }) : undefined;
    if (!conversation || !suite) return false;
    await tx.updateTable('conversations').set({ department_id: suite.poolId }).where('id', '=', conversationId).execute();
    await queueCall(tx, suite, conversationId, { call: 'open', opening: openingOf(conversation, suite, await suiteHistory(tx, conversationId)) }, now);
    return true;
  }

  return {
    handedOver: async (tx, conversationId, handover, now) => handover.mode === 'channel' && toSuite(tx, conversationId, now),

    handedOverInConsole: toSuite,

    async forwarded(tx, conversationId, messageId, now) {
      const held = await heldBySuite(tx, conversationId);
      if (!held) return;
      const message = await tx.selectFrom('conversation_messages').select(['message_type', 'content', 'message_date']).where('id', '=', messageId).executeTakeFirstOrThrow();
      const customerMessage = { externalMessageId: messageId, text: agentReadable(message.message_type, message.content), at: message.message_date.toISOString() };
      await queueCall(tx, held.suite, conversationId, { call: 'message', opening: openingOf(held.conversation, held.suite, []), message: customerMessage }, now);
    },

    async closed(tx, conversationIds, now) {
      for (const conversationId of conversationIds) {
        const held = await heldBySuite(tx, conversationId);
        if (held)
          await queueCall(tx, held.suite, conversationId, { call: 'close', opening: openingOf(held.conversation, held.suite, []), closing: { at: now.toISOString() } }, now);
      }
    },
  };
}
