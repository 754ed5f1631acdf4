import type { SuiteAgentEvent } from '../../services/contracts/channels/suiteProtocol';
import { isUuid } from '../companies/access';
import { closeConversations } from '../conversationAnalysis/store';
import type { Db } from '../db/connect';
import type { EventChannel } from './suiteAgentReply';

type Closed = Extract<SuiteAgentEvent, { type: 'closed' }>;

/**
 * The agent closed the conversation in the suite: it ends in the console as a conversation the
 * agent closed (the end date set, the engine's state cleared), so the person's next message
 * starts the assistant again. A conversation of another assistant, or one already ended, stays
 * as it is; answers whether this one was open.
 */
export async function closeByAgent(db: Db, suite: EventChannel, event: Closed, now: Date): Promise<boolean> {
  if (!isUuid(event.externalId) || !suite.botId) return false;
  const ours = await db
    .selectFrom('conversations')
    .select('id')
    .where('id', '=', event.externalId)
    .where('company_id', '=', suite.companyId)
    .where('bot_id', '=', suite.botId)
    .where('is_handed_over', '=', true)
    .executeTakeFirst();
  if (!ours) return false;
  return (await closeConversations(db, suite.companyId, [ours.id], now)).length === 1;
}
