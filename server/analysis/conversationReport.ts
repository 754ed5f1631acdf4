import { sql } from 'kysely';
import type { z } from 'zod';
import type { ConversationReport, conversationReportQuery } from '../../services/contracts/conversationReport';
import type { Db } from '../db/connect';
import { HttpError } from '../http/errors';
import { LOG_TYPE } from '../conversations/messageStore';
import { knownTimeZone } from './aiReport';

type Query = z.infer<typeof conversationReportQuery>;

/**
 * The AI connection, the assistant and its version must all be the company's: an id of
 * another company is refused (404) with the reason, so no foreign data is read.
 */
export async function checkReportSubjects(db: Db, query: Query): Promise<void> {
  if (!knownTimeZone(query.timeZone)) throw new HttpError(400, `The time zone ${query.timeZone} is not known: send an IANA time zone such as Europe/Istanbul.`);
  const connection = await db.selectFrom('ai_connections').select('id').where('id', '=', query.aiConnectionId).where('company_id', '=', query.companyId).executeTakeFirst();
  if (!connection) throw new HttpError(404, 'This AI connection is not one of the company’s.');
  const version = await db
    .selectFrom('bot_versions')
    .innerJoin('bots', 'bots.id', 'bot_versions.bot_id')
    .select('bot_versions.id')
    .where('bot_versions.id', '=', query.versionId)
    .where('bots.id', '=', query.botId)
    .where('bots.company_id', '=', query.companyId)
    .executeTakeFirst();
  if (!version) throw new HttpError(404, 'This assistant version is not one of the company’s.');
}

/**
 * What one AI connection was asked in one assistant version between two days (both included,
 * in the query's time zone): every prediction log entry of the connection whose message names
 * the version, with the person's message it classified (the last one the conversation kept
 * before it). Test-chat (draft) conversations are left out. Totals and the intent list cover
 * the dates; the rows and `matching` also follow the intent and fallback filters.
 */
export async function conversationReportRows(db: Db, query: Query): Promise<ConversationReport> {
  const tz = query.timeZone;
  const from = sql`(${query.startDate}::date::timestamp at time zone ${tz})`;
  const to = sql`((${query.endDate}::date + 1)::timestamp at time zone ${tz})`;
  const pred = sql`select m.id, m.seq, m.conversation_id, m.message_date,
      m.debug_info -> 'prediction' ->> 'intent' as intent, m.debug_info -> 'prediction' ->> 'outcome' as outcome,
      coalesce((m.debug_info -> 'prediction' ->> 'score')::float8, 0) as score
    from conversation_messages m join conversations c on c.id = m.conversation_id
    where m.company_id = ${query.companyId} and c.company_id = ${query.companyId} and c.draft = false
      and m.message_type = ${LOG_TYPE} and m.debug_info ? 'prediction'
      and m.debug_info -> 'prediction' ->> 'connectionId' = ${query.aiConnectionId}
      and m.bot_info ->> 'versionID' = ${query.versionId}
      and m.message_date >= ${from} and m.message_date < ${to}`;
  const chosen = sql`${query.intent === null ? sql`true` : sql`intent = ${query.intent}`} and ${query.fallbacksOnly ? sql`outcome = 'fallback'` : sql`true`}`;

  const totals = await sql<{ asked: number; recognised: number; fallbacks: number; errors: number; matching: number }>`with pred as (${pred})
    select count(*)::int as asked, (count(*) filter (where outcome = 'recognised'))::int as recognised,
      (count(*) filter (where outcome = 'fallback'))::int as fallbacks, (count(*) filter (where outcome = 'error'))::int as errors,
      (count(*) filter (where ${chosen}))::int as matching
    from pred`.execute(db);

  const intents = await sql<{ intent: string; count: number }>`with pred as (${pred})
    select intent, count(*)::int as count from pred where outcome = 'recognised' and intent is not null group by intent order by count desc, intent`.execute(db);

  const rows = await sql<{
    id: string;
    conversation_id: string;
    message_date: Date;
    intent: string | null;
    outcome: string;
    score: number;
    text: string | null;
  }>`with pred as (${pred})
    select p.id, p.conversation_id, p.message_date, p.intent, p.outcome, p.score, said.text
    from pred p
    left join lateral (select cm.content ->> 'text' as text from conversation_messages cm
      where cm.conversation_id = p.conversation_id and cm.send_by = 'CLIENT' and cm.seq < p.seq order by cm.seq desc limit 1) said on true
    where ${chosen}
    order by p.message_date desc, p.seq desc
    limit ${query.pageSize} offset ${query.page * query.pageSize}`.execute(db);

  const t = totals.rows[0]!;
  const outcomeOf = (value: string): ConversationReport['rows'][number]['outcome'] => (value === 'recognised' || value === 'fallback' ? value : 'error');
  return {
    totals: { asked: t.asked, recognised: t.recognised, fallbacks: t.fallbacks, errors: t.errors },
    intents: intents.rows,
    matching: t.matching,
    rows: rows.rows.map((row) => ({
      id: row.id,
      conversationId: row.conversation_id,
      text: row.text ?? '',
      intent: row.intent,
      confidence: Math.min(1, Math.max(0, Number(row.score))),
      outcome: outcomeOf(row.outcome),
      date: new Date(row.message_date).toISOString(),
    })),
  };
}
