import type { Kysely } from 'kysely';
import { channelKindOf } from '../../services/contracts/channels';
import type { SuiteConversationOpening, SuiteHistoryLine } from '../../services/contracts/channels/suiteProtocol';
import type { SuiteCall } from '../channels/adapters/suiteSend';
import { enqueueDelivery } from '../channels/outboundQueue';
import type { HandoverDesk } from '../conversations/handoverDesk';
import type { Database } from '../db/schema';
import { agentReadable, suiteHistory } from './suiteHistory';
import { suiteOfAssistant, type HandoverSuite } from './suiteOfAssistant';

type Handed = { id: string; company_id: string; bot_id: string | null; channel_type: string; client_id: string; client_info: unknown };

const handedColumns = ['id', 'company_id', 'bot_id', 'channel_type', 'client_id', 'client_info'] as const;

/** The customer as the agent sees them: the channel's id of the person and their name, when the channel gave one. */
function customerOf(conversation: Handed): SuiteConversationOpening['customer'] {
  const info = conversation.client_info && typeof conversation.client_info === 'object' ? (conversation.client_info as { name?: unknown; surname?: unknown }) : {};
  const name = [info.name, info.surname].filter((part): part is string => typeof part === 'string' && part !== '').join(' ');
  return { id: conversation.client_id, ...(name ? { name: name.slice(0, 200) } : {}) };
}

function openingOf(conversation: Handed, suite: HandoverSuite, history: SuiteHistoryLine[]): SuiteConversationOpening {
  return {
    companyId: suite.companyId,
    poolId: suite.poolId,
    externalId: conversation.id,
    customer: customerOf(conversation),
    channel: channelKindOf({ integrationType: conversation.channel_type }) ?? conversation.channel_type,
    history: history.slice(-500),
  };
}

const queueCall = (tx: Kysely<Database>, suite: HandoverSuite, conversationId: string, call: SuiteCall, now: Date) =>
  enqueueDelivery(tx, { channelId: suite.channelId, conversationId, payload: { messageIds: [], request: call } }, now);

/**
 * Handover to the customer-service suite. HANDOVER in mode `channel` (to the agents connected
 * as a channel) on an assistant with a live suite channel queues the conversation so far to the
 * suite's pool (and only there: the channel's own handover, Messenger's thread passing, does
 * not happen); the conversation keeps the pool as its department, and the person's messages
 * while it is handed over are queued after it, each once, in order (the outbound queue sends a
 * conversation's deliveries in order and keeps them until the suite took them). Mode `internal`
 * stays in the console's own agent queue.
 */
export function suiteHandoverDesk(): HandoverDesk {
  return {
    async handedOver(tx, conversationId, handover, now) {
      if (handover.mode !== 'channel') return false;
      const conversation = await tx.selectFrom('conversations').select(handedColumns).where('id', '=', conversationId).executeTakeFirst();
      const suite = conversation ? await suiteOfAssistant(tx, { companyId: conversation.company_id, botId: conversation.bot_id }) : undefined;
      if (!conversation || !suite) return false;
      await tx.updateTable('conversations').set({ department_id: suite.poolId }).where('id', '=', conversationId).execute();
      await queueCall(tx, suite, conversationId, { call: 'open', opening: openingOf(conversation, suite, await suiteHistory(tx, conversationId)) }, now);
      return true;
    },

    async forwarded(tx, conversationId, messageId, now) {
      const conversation = await tx
        .selectFrom('conversations')
        .select([...handedColumns, 'department_id'])
        .where('id', '=', conversationId)
        .where('is_internal_handed_over', '=', false)
        .executeTakeFirst();
      const suite = conversation ? await suiteOfAssistant(tx, { companyId: conversation.company_id, botId: conversation.bot_id }) : undefined;
      // Only a conversation the suite's pool took goes on there.
      if (!conversation || !suite || conversation.department_id !== suite.poolId) return;
      const message = await tx.selectFrom('conversation_messages').select(['message_type', 'content', 'message_date']).where('id', '=', messageId).executeTakeFirstOrThrow();
      const customerMessage = { externalMessageId: messageId, text: agentReadable(message.message_type, message.content), at: message.message_date.toISOString() };
      await queueCall(tx, suite, conversationId, { call: 'message', opening: openingOf(conversation, suite, []), message: customerMessage }, now);
    },
  };
}
