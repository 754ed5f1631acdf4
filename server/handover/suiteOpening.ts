import type { Kysely } from 'kysely';
import { channelKindOf } from '../../services/contracts/channels';
import type { SuiteConversationOpening, SuiteHistoryLine } from '../../services/contracts/channels/suiteProtocol';
import type { Database } from '../db/schema';
import { suiteOfAssistant, type HandoverSuite } from './suiteOfAssistant';

/** A handed-over conversation as the suite's opening needs it. */
export type Handed = { id: string; company_id: string; bot_id: string | null; channel_type: string; client_id: string; client_info: unknown };

export const handedColumns = ['id', 'company_id', 'bot_id', 'channel_type', 'client_id', 'client_info'] as const;

/** The customer as the agent sees them: the channel's id of the person and their name, when the channel gave one. */
function customerOf(conversation: Handed): SuiteConversationOpening['customer'] {
  const info = conversation.client_info && typeof conversation.client_info === 'object' ? (conversation.client_info as { name?: unknown; surname?: unknown }) : {};
  const name = [info.name, info.surname].filter((part): part is string => typeof part === 'string' && part !== '').join(' ');
  return { id: conversation.client_id, ...(name ? { name: name.slice(0, 200) } : {}) };
}

/** The suite's opening of a handed-over conversation: into the pool, with the conversation so far. */
export function openingOf(conversation: Handed, suite: HandoverSuite, history: SuiteHistoryLine[]): SuiteConversationOpening {
  return {
    companyId: suite.companyId,
    poolId: suite.poolId,
    externalId: conversation.id,
    customer: customerOf(conversation),
    channel: channelKindOf({ integrationType: conversation.channel_type }) ?? conversation.channel_type,
    history: history.slice(-500),
  };
}

/** A conversation the suite holds (handed over to the channel's agents into the suite's pool, not internally), with its suite. */
export async function heldBySuite(tx: Kysely<Database>, conversationId: string): Promise<{ conversation: Handed; suite: HandoverSuite } | undefined> {
  const conversation = await tx
    .selectFrom('conversations')
    .select([...handedColumns, 'department_id'])
    .where('id', '=', conversationId)
    .where('is_handed_over', '=', true)
    .where('is_internal_handed_over', '=', false)
    .executeTakeFirst();
  const suite = conversation ? await suiteOfAssistant(tx, { companyId: conversation.company_id, botId: conversation.bot_id }) : undefined;
  // Only a conversation the suite's pool took is the suite's.
  return conversation && suite && conversation.department_id === suite.poolId ? { conversation, suite } : undefined;
}
