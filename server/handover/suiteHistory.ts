import type { Kysely } from 'kysely';
import type { SuiteHistoryLine } from '../../services/contracts/channels/suiteProtocol';
import type { Database } from '../db/schema';
import { LOG_TYPE } from '../conversations/messageStore';

const FROM = { CLIENT: 'customer', BOT: 'bot', AGENT: 'agent' } as const;

/** What an agent reads of a stored message: its text, else its caption, else its kind in brackets. */
export function agentReadable(messageType: string, content: unknown): string {
  const fields = content && typeof content === 'object' ? (content as Record<string, unknown>) : {};
  for (const key of ['text', 'caption', 'body', 'header'] as const) {
    const value = fields[key];
    if (typeof value === 'string' && value.trim()) return value;
  }
  return `[${messageType.toLowerCase()}]`;
}

/** The conversation so far, as the suite's history (without the engine's debug entries). */
export async function suiteHistory(db: Kysely<Database>, conversationId: string): Promise<SuiteHistoryLine[]> {
  const rows = await db
    .selectFrom('conversation_messages')
    .select(['send_by', 'message_type', 'content', 'message_date'])
    .where('conversation_id', '=', conversationId)
    .where('message_type', '!=', LOG_TYPE)
    .orderBy('seq')
    .execute();
  return rows.map((row) => ({ from: FROM[row.send_by], text: agentReadable(row.message_type, row.content), at: row.message_date.toISOString() }));
}
