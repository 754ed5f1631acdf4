import type { SuiteAgentEvent } from '../../services/contracts/channels/suiteProtocol';
import { boundChannel } from '../channels/boundChannel';
import { channelById } from '../channels/channelStore';
import { enqueueDelivery } from '../channels/outboundQueue';
import { isUuid } from '../companies/access';
import { chatMessageOf } from '../conversations/messageStore';
import type { Db } from '../db/connect';

type AgentMessage = Extract<SuiteAgentEvent, { type: 'agentMessage' }>;
/** The suite channel an event came on. */
export type EventChannel = { id: string; companyId: string; botId: string | null };

/** What became of an agent's reply: kept and queued to the person, a repeat of one kept before, or for no open conversation of the channel's assistant. */
export type AgentReplyResult = 'sent' | 'repeat' | 'noConversation';

/**
 * An agent's reply from the suite: stored in the conversation as the agent's message and queued
 * to the person through the conversation's own channel (its adapter renders it; the web
 * messenger shows it in its history), in one transaction with the claim of the suite's message
 * id, so the same reply delivered twice is kept once.
 */
export async function takeAgentReply(db: Db, secretKey: string, suite: EventChannel, event: AgentMessage, publicUrl: string, now: Date): Promise<AgentReplyResult> {
  const conversation =
    isUuid(event.externalId) && suite.botId
      ? await db
          .selectFrom('conversations')
          .select(['id', 'company_id', 'channel_id', 'client_id'])
          .where('id', '=', event.externalId)
          .where('company_id', '=', suite.companyId)
          .where('bot_id', '=', suite.botId)
          .where('end_date', 'is', null)
          .executeTakeFirst()
      : undefined;
  if (!conversation) return 'noConversation';
  const own = await channelById(db, secretKey, conversation.channel_id);
  const bound = own && own.status === 'ACTIVE' ? boundChannel(own) : undefined;
  return db.transaction().execute(async (tx) => {
    const claimed = await tx
      .insertInto('inbound_claims')
      .values({ channel_id: suite.id, provider_message_id: event.messageId, conversation_id: conversation.id, claimed_at: now, processed_at: now })
      .onConflict((conflict) => conflict.columns(['channel_id', 'provider_message_id']).doNothing())
      .returning('channel_id')
      .executeTakeFirst();
    if (!claimed) return 'repeat';
    const row = await tx
      .insertInto('conversation_messages')
      .values({
        conversation_id: conversation.id,
        company_id: conversation.company_id,
        send_by: 'AGENT',
        message_type: 'TEXT',
        content: JSON.stringify({ text: event.text, agentName: event.agent.name }),
        message_date: now,
        outer_message_id: event.messageId,
      })
      .returning(['id', 'send_by', 'message_type', 'content', 'message_date'])
      .executeTakeFirstOrThrow();
    await tx.updateTable('conversations').set({ last_message_date: now }).where('id', '=', conversation.id).execute();
    const parts = bound ? bound.render([chatMessageOf(row)], { recipient: conversation.client_id, conversationId: conversation.id, publicUrl }) : [];
    for (const payload of parts) await enqueueDelivery(tx, { channelId: conversation.channel_id, conversationId: conversation.id, payload }, now);
    return 'sent';
  });
}
