import type { Kysely } from 'kysely';
import type { UserInput } from '../../machines/flow/rules';
import type { ChatMessage, MessageSender } from '../../services/contracts/conversations';
import type { Db } from '../db/connect';
import type { Database } from '../db/schema';

/** The message type of the engine's debug entries: kept for the console, never sent to the person. */
export const LOG_TYPE = 'LOG';

type MessageRow = { id: string; send_by: MessageSender; message_type: string; content: unknown; message_date: Date };

export const chatMessageOf = (row: MessageRow, elapsedMs = 0): ChatMessage => ({
  oid: row.id,
  sendBy: row.send_by,
  messageType: row.message_type,
  content: row.content && typeof row.content === 'object' ? (row.content as Record<string, unknown>) : {},
  messageDate: row.message_date.toISOString(),
  elapsedMs,
});

/** What the person sent as a message's type and content (a tapped button keeps its id as payload). */
export function clientMessageParts(message: UserInput): { message_type: string; content: { text: string; payload?: string } } {
  const { text, payload, messageType } = message;
  return { message_type: messageType || 'TEXT', content: payload ? { text, payload } : { text } };
}

/** What the person sent, as a stored message; answers its id. */
export async function insertClientMessage(
  db: Kysely<Database>,
  input: { conversationId: string; companyId: string; message: UserInput; now: Date; providerMessageId?: string | undefined },
): Promise<string> {
  const parts = clientMessageParts(input.message);
  const row = await db
    .insertInto('conversation_messages')
    .values({
      conversation_id: input.conversationId,
      company_id: input.companyId,
      send_by: 'CLIENT',
      message_type: parts.message_type,
      content: JSON.stringify(parts.content),
      message_date: input.now,
      outer_message_id: input.providerMessageId ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A conversation's messages in the order written, without the engine's debug entries. */
export async function chatHistory(db: Db, conversationId: string): Promise<ChatMessage[]> {
  const rows = await db
    .selectFrom('conversation_messages')
    .select(['id', 'send_by', 'message_type', 'content', 'message_date'])
    .where('conversation_id', '=', conversationId)
    .where('message_type', '!=', LOG_TYPE)
    .orderBy('seq')
    .execute();
  return rows.map((row) => chatMessageOf(row));
}
