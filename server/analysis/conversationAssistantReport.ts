import { sql } from 'kysely';
import type { ConversationAssistantFigures, ConversationAssistantReport } from '../../services/contracts/conversationAssistantReport';
import { LOG_TYPE } from '../conversations/messageStore';
import type { Db } from '../db/connect';

type Query = { startDate: string; endDate: string; timeZone: string };

type Row = {
  /** The first row: every conversation (the empty grouping set). */
  is_total: boolean;
  id: string | null;
  name: string | null;
  archived: boolean | null;
  conversations: number;
  ended: number;
  handed_over: number;
  seconds_to_handover: number | null;
  messages: number;
  votes: number;
  average_vote: number | null;
};

const figuresOf = (row: Row): ConversationAssistantFigures => ({
  conversations: row.conversations,
  ended: row.ended,
  live: row.conversations - row.ended,
  handedOver: row.handed_over,
  handoverRate: row.conversations ? row.handed_over / row.conversations : null,
  averageSecondsToHandover: row.seconds_to_handover === null ? null : Math.round(row.seconds_to_handover),
  averageMessages: row.conversations ? Math.round((row.messages / row.conversations) * 10) / 10 : null,
  votes: row.votes,
  averageVote: row.average_vote === null ? null : Math.round(row.average_vote * 100) / 100,
});

/**
 * The company's conversations that started between the two days (both included, in the
 * query's time zone), test chat left out, per assistant (rolled up into the totals in the same
 * statement): ended, handed over and how long after the start, messages (the person's, the
 * assistant's words and agents', not its logs) and votes.
 */
export async function conversationAssistantFigures(
  db: Db,
  company: { id: string; name: string },
  query: Query,
): Promise<Pick<ConversationAssistantReport, 'totals' | 'assistants'>> {
  const tz = query.timeZone;
  const from = sql`(${query.startDate}::date::timestamp at time zone ${tz})`;
  const to = sql`((${query.endDate}::date + 1)::timestamp at time zone ${tz})`;
  const { rows } = await sql<Row>`with conv as materialized (
      select c.id, c.bot_id, c.start_date, c.end_date, c.is_handed_over, c.forward_date, c.rating,
        (select count(*) from conversation_messages m where m.conversation_id = c.id
           and (m.send_by = 'CLIENT' or m.send_by = 'AGENT' or (m.send_by = 'BOT' and m.message_type <> ${LOG_TYPE}))) as messages
      from conversations c
      where c.company_id = ${company.id} and c.draft = false and c.start_date >= ${from} and c.start_date < ${to})
    select grouping(b.id) = 1 as is_total, b.id, b.name, b.archived_at is not null as archived,
      count(*)::int as conversations,
      count(conv.end_date)::int as ended,
      count(*) filter (where conv.is_handed_over)::int as handed_over,
      avg(extract(epoch from conv.forward_date - conv.start_date)) filter (where conv.is_handed_over and conv.forward_date is not null)::float8 as seconds_to_handover,
      coalesce(sum(conv.messages), 0)::int as messages,
      count(conv.rating)::int as votes,
      avg(conv.rating)::float8 as average_vote
    from conv left join bots b on b.id = conv.bot_id
    group by grouping sets ((b.id, b.name, b.archived_at), ())
    order by grouping(b.id) desc, count(*) desc, b.name`.execute(db);
  // The empty grouping set answers a row even when no conversation matches, and it sorts first.
  const [total, ...perAssistant] = rows;
  if (!total?.is_total) throw new Error('The conversation assistant report lost its totals row.');
  return {
    totals: figuresOf(total),
    // A conversation whose assistant was deleted counts in the totals only.
    assistants: perAssistant.filter((row) => row.id !== null).map((row) => ({ id: row.id!, name: row.name ?? '', archived: row.archived ?? false, ...figuresOf(row) })),
  };
}
