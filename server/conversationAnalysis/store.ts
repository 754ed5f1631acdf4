import { sql } from 'kysely';
import type { ConversationMessage, ConversationPage, ConversationRow } from '../../services/contracts/conversations';
import { isUuid } from '../companies/access';
import type { Db } from '../db/connect';
import { pageFigures, type PageQuery } from './rules';

const iso = (value: Date | null) => (value === null ? null : value.toISOString());

/** A page of a company's conversations started within the range, newest first. */
export async function conversationPage(db: Db, companyId: string, query: PageQuery): Promise<ConversationPage> {
  let base = db.selectFrom('conversations').where('company_id', '=', companyId).where('start_date', '>=', query.start).where('start_date', '<=', query.end);
  if (query.channelIds && query.channelIds.length > 0) base = base.where('channel_id', 'in', query.channelIds);
  if (query.isEnded === true) base = base.where('end_date', 'is not', null);
  if (query.isEnded === false) base = base.where('end_date', 'is', null);
  const counted = await base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  const rows = await base
    .select([
      'id',
      'channel_id',
      'channel_type',
      'client_id',
      'start_date',
      'last_message_date',
      'end_date',
      'is_handed_over',
      'is_internal_handed_over',
      'bot_id',
      'version_id',
      'rating',
    ])
    .orderBy('start_date', 'desc')
    .orderBy('id', 'desc')
    .limit(query.pageSize)
    .offset((query.pageIndex - 1) * query.pageSize)
    .execute();
  const botIds = [...new Set(rows.map((row) => row.bot_id).filter((id): id is string => id !== null))];
  const bots = botIds.length === 0 ? [] : await db.selectFrom('bots').select(['id', 'name']).where('id', 'in', botIds).execute();
  const botNames = new Map(bots.map((bot) => [bot.id, bot.name]));
  const channelIds = [...new Set(rows.map((row) => row.channel_id))];
  const channels = channelIds.length === 0 ? [] : await db.selectFrom('channels').select(['id', 'name']).where('id', 'in', channelIds).execute();
  const channelNames = new Map(channels.map((channel) => [channel.id, channel.name]));
  const conversations: ConversationRow[] = rows.map((row) => ({
    _id: row.id,
    channelID: row.channel_id,
    channelType: row.channel_type,
    channelName: channelNames.get(row.channel_id) ?? null,
    clientID: row.client_id,
    startDate: row.start_date.toISOString(),
    lastMessageDate: iso(row.last_message_date),
    endDate: iso(row.end_date),
    isEnded: row.end_date !== null,
    isHandedOver: row.is_handed_over,
    isInternalHandedOver: row.is_internal_handed_over,
    botID: row.bot_id,
    botName: row.bot_id === null ? null : (botNames.get(row.bot_id) ?? null),
    versionID: row.version_id,
    rating: row.rating,
  }));
  return { conversations, ...pageFigures(Number(counted.n), query.pageSize, query.pageIndex) };
}

/** The company a conversation belongs to, or undefined when there is no such conversation. */
export async function conversationCompany(db: Db, conversationId: string): Promise<string | undefined> {
  if (!isUuid(conversationId)) return undefined;
  const row = await db.selectFrom('conversations').select('company_id').where('id', '=', conversationId).executeTakeFirst();
  return row?.company_id;
}

/**
 * Ends open conversations: the end date is set and the engine's snapshot cleared, so the
 * person's next message opens a new conversation; the turn counter moves on so a turn
 * that was running when the conversation closed cannot write its snapshot back.
 * Answers the ids that were open and are closed now.
 */
export async function closeConversations(db: Db, companyId: string, ids: readonly string[], now: Date): Promise<string[]> {
  const wanted = ids.filter(isUuid);
  if (wanted.length === 0) return [];
  const rows = await db
    .updateTable('conversations')
    .set({ end_date: now, snapshot: null, turn: sql<number>`turn + 1` })
    .where('company_id', '=', companyId)
    .where('id', 'in', wanted)
    .where('end_date', 'is', null)
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

export type HandoverResult = 'handedOver' | 'closed' | 'already';

/** Marks an open conversation as handed over to an agent (forward date now); closed or already handed over ones stay as they are. */
export async function handOver(db: Db, companyId: string, id: string, now: Date): Promise<HandoverResult> {
  const row = await db
    .updateTable('conversations')
    .set({ is_handed_over: true, forward_date: now })
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .where('end_date', 'is', null)
    .where('is_handed_over', '=', false)
    .returning('id')
    .executeTakeFirst();
  if (row) return 'handedOver';
  const current = await db.selectFrom('conversations').select('end_date').where('id', '=', id).executeTakeFirst();
  return current?.end_date ? 'closed' : 'already';
}

/** Every message and debug entry of a conversation in the order written. */
export async function conversationMessages(db: Db, conversationId: string): Promise<ConversationMessage[]> {
  const rows = await db
    .selectFrom('conversation_messages')
    .select(['id', 'content', 'message_type', 'message_date', 'send_by', 'debug_info', 'delivery_status'])
    .where('conversation_id', '=', conversationId)
    .orderBy('seq')
    .execute();
  return rows.map((row) => ({
    oid: row.id,
    content: isRecord(row.content) ? row.content : { value: row.content },
    messageType: row.message_type,
    messageDate: row.message_date.toISOString(),
    sendBy: row.send_by,
    debugInfo: isRecord(row.debug_info) ? row.debug_info : null,
    ...(isDeliveryStatus(row.delivery_status) ? { deliveryStatus: row.delivery_status } : {}),
  }));
}

const DELIVERY_STATUSES = ['sent', 'delivered', 'read', 'failed'] as const;
const isDeliveryStatus = (value: string | null): value is (typeof DELIVERY_STATUSES)[number] => (DELIVERY_STATUSES as readonly (string | null)[]).includes(value);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
