import { closeConversations } from '../conversationAnalysis/store';
import type { Db } from '../db/connect';
import type { ChannelRow } from './channelStore';
import { openConversationOf } from './conversationFor';

/**
 * The handover receiver passed a person's thread back to the product's app: their handed-over
 * conversation ends as an agent closes it, so their next message starts the assistant again.
 * Answers the ids closed (none when no conversation was open).
 */
export async function threadHandedBack(db: Db, channel: Pick<ChannelRow, 'id' | 'companyId'>, clientId: string, now: Date): Promise<string[]> {
  const open = await openConversationOf(db, channel.id, clientId);
  return open ? closeConversations(db, channel.companyId, [open.id], now) : [];
}
