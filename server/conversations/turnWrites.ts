import { sql } from 'kysely';
import type { Db } from '../db/connect';
import { groupedCalls } from '../db/groupedCalls';

/** A message a turn stores: what the person sent, what the assistant said, and the engine's log entries. */
export type TurnMessageRow = {
  send_by: 'CLIENT' | 'BOT';
  message_type: string;
  content: unknown;
  message_date: Date;
  bot_info: unknown;
  debug_info: unknown;
  outer_message_id: string | null;
};

/** One turn as stored: the conversation's new state, checked against the turn it was read at, and its messages in order. */
export type TurnWrite = {
  conversationId: string;
  companyId: string;
  /** The turn counter the conversation was read at; the write is refused when another turn came since. */
  turn: number;
  snapshot: unknown;
  moduleId: string | null;
  botId: string;
  versionId: string;
  lastMessageDate: Date;
  endDate: Date | null;
  rows: TurnMessageRow[];
};

/** The stored messages' ids in the order the write gave them, or null when another turn came first. */
export type TurnWritten = { ids: string[] } | null;

/**
 * Stores many turns in one statement, so one round trip and one commit serve every turn waiting
 * for the database. A turn whose conversation moved on since it was read stores nothing (its
 * answer is null); the others are stored. Messages are inserted in the order given, so their
 * sequence numbers keep each conversation's order.
 */
export async function writeTurns(db: Db, writes: TurnWrite[]): Promise<TurnWritten[]> {
  const turns = writes.map((w) => ({
    id: w.conversationId,
    turn: w.turn,
    snapshot: w.snapshot,
    module_id: w.moduleId,
    bot_id: w.botId,
    version_id: w.versionId,
    last_message_date: w.lastMessageDate.toISOString(),
    end_date: w.endDate?.toISOString() ?? null,
  }));
  let ord = 0;
  const messages = writes.flatMap((w) =>
    w.rows.map((row) => ({ ...row, ord: ord++, conversation_id: w.conversationId, company_id: w.companyId, message_date: row.message_date.toISOString() })),
  );
  const result = await sql<{ conversation_id: string; id: string | null; seq: string | null }>`
    with t as (
      select * from jsonb_to_recordset(${JSON.stringify(turns)}::jsonb)
        as t(id uuid, turn integer, snapshot jsonb, module_id text, bot_id uuid, version_id uuid, last_message_date timestamptz, end_date timestamptz)
    ), u as (
      update conversations c
         set turn = c.turn + 1, snapshot = t.snapshot, module_id = t.module_id, bot_id = t.bot_id, version_id = t.version_id,
             last_message_date = t.last_message_date, end_date = coalesce(t.end_date, c.end_date)
        from t
       where c.id = t.id and c.turn = t.turn
      returning c.id
    ), m as (
      select * from jsonb_to_recordset(${JSON.stringify(messages)}::jsonb)
        as m(ord integer, conversation_id uuid, company_id uuid, send_by text, message_type text, content jsonb, message_date timestamptz,
             bot_info jsonb, debug_info jsonb, outer_message_id text)
    ), i as (
      insert into conversation_messages (conversation_id, company_id, send_by, message_type, content, message_date, bot_info, debug_info, outer_message_id)
      select conversation_id, company_id, send_by, message_type, content, message_date, bot_info, debug_info, outer_message_id
        from m where conversation_id in (select id from u)
       order by ord
      returning conversation_id, id, seq
    )
    select id as conversation_id, null::uuid as id, null::bigint as seq from u
    union all
    select conversation_id, id, seq from i
  `.execute(db);
  const stored = new Map<string, Array<{ id: string; seq: bigint }>>();
  for (const row of result.rows) {
    const list = stored.get(row.conversation_id) ?? [];
    if (row.id !== null && row.seq !== null) list.push({ id: row.id, seq: BigInt(row.seq) });
    stored.set(row.conversation_id, list);
  }
  return writes.map((w) => {
    const rows = stored.get(w.conversationId);
    if (!rows) return null;
    // Each conversation's rows were numbered in the order given.
    rows.sort((a, b) => (a.seq < b.seq ? -1 : a.seq > b.seq ? 1 : 0));
    return { ids: rows.map((r) => r.id) };
  });
}

/**
 * Turns written together: while one statement runs, the turns finished meanwhile wait and go
 * in the next (group commit). Each conversation has one turn at a time in a process (its turn
 * queue), so no two writes of one group are for the same conversation.
 */
export function groupedTurnWrites(db: Db): (write: TurnWrite) => Promise<TurnWritten> {
  return groupedCalls((writes: TurnWrite[]) => writeTurns(db, writes));
}
