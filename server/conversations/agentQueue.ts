import type { Db } from '../db/connect';

export type QueuedConversation = {
  id: string;
  channelId: string;
  clientId: string;
  departmentId: string | null;
  forwardDate: string | null;
  lastMessageDate: string | null;
  botId: string | null;
};

/**
 * The company's agent queue: open conversations handed over internally (HANDOVER mode
 * internal), the longest waiting first; optionally one department's.
 */
export async function agentQueue(db: Db, companyId: string, options: { departmentId?: string } = {}): Promise<QueuedConversation[]> {
  let query = db
    .selectFrom('conversations')
    .select(['id', 'channel_id', 'client_id', 'department_id', 'forward_date', 'last_message_date', 'bot_id'])
    .where('company_id', '=', companyId)
    .where('is_internal_handed_over', '=', true)
    .where('end_date', 'is', null);
  if (options.departmentId !== undefined) query = query.where('department_id', '=', options.departmentId);
  const rows = await query.orderBy('forward_date').orderBy('id').execute();
  return rows.map((row) => ({
    id: row.id,
    channelId: row.channel_id,
    clientId: row.client_id,
    departmentId: row.department_id,
    forwardDate: row.forward_date?.toISOString() ?? null,
    lastMessageDate: row.last_message_date?.toISOString() ?? null,
    botId: row.bot_id,
  }));
}
