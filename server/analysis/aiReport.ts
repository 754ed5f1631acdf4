import { sql, type RawBuilder } from 'kysely';
import { REPORT_MAX_HISTORY_YEARS, type AiReport, type aiReportQuery } from '../../services/contracts/analysis';
import type { z } from 'zod';
import type { Db } from '../db/connect';
import { HttpError } from '../http/errors';
import { LOG_TYPE } from '../conversations/messageStore';

type Query = z.infer<typeof aiReportQuery>;
/** The part of a query that names the days and the time zone they are counted in. */
type DayRange = Pick<Query, 'startDate' | 'endDate' | 'timeZone'>;

/** The time zones the figures can be counted in: whatever the platform's IANA database knows. */
export function knownTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** The calendar day (YYYY-MM-DD) a moment falls on in a time zone. */
export function dayIn(moment: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(moment);
}

/** Spec 01 section 5: report dates lie between two years ago and today (in the caller's time zone); 400 otherwise. */
export function checkReportRange(query: DayRange, now: Date): void {
  if (!knownTimeZone(query.timeZone)) throw new HttpError(400, `The time zone ${query.timeZone} is not known: send an IANA time zone such as Europe/Istanbul.`);
  const today = dayIn(now, query.timeZone);
  const earliest = `${String(Number(today.slice(0, 4)) - REPORT_MAX_HISTORY_YEARS).padStart(4, '0')}${today.slice(4)}`;
  if (query.endDate > today) throw new HttpError(400, 'The end date cannot be after today.');
  if (query.startDate < earliest) throw new HttpError(400, `The start date cannot be more than ${REPORT_MAX_HISTORY_YEARS} years ago.`);
}

const inList = (ids: string[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
const when = (condition: boolean, part: RawBuilder<unknown>) => (condition ? part : sql``);

/**
 * The AI reporting figures of one company (spec 01 section 2.16) as SQL aggregates: the
 * conversations that started between the two days (both included, in the query's time zone)
 * on the chosen channels, with the chosen assistants and versions (the assistant a conversation
 * is with: after a Forward To Bot, the one it was forwarded to), and — when AI connections are
 * chosen — that asked one of them. Messages and predictions are those of these conversations
 * dated within the same days; test-chat (draft) conversations are left out.
 */
export async function aiReportFigures(db: Db, query: Query): Promise<AiReport> {
  const tz = query.timeZone;
  const from = sql`(${query.startDate}::date::timestamp at time zone ${tz})`;
  const to = sql`((${query.endDate}::date + 1)::timestamp at time zone ${tz})`;
  const prediction = sql`m.message_type = ${LOG_TYPE} and m.debug_info ? 'prediction'`;
  const chosenConnection = sql`m.debug_info -> 'prediction' ->> 'connectionId' in (${inList(query.aiConnectionIds)})`;
  const hasConnections = query.aiConnectionIds.length > 0;
  const conv = sql`select c.id, c.start_date, c.end_date, c.channel_id from conversations c
    where c.company_id = ${query.companyId} and c.draft = false and c.start_date >= ${from} and c.start_date < ${to}
    ${when(query.channelIds.length > 0, sql`and c.channel_id in (${inList(query.channelIds)})`)}
    ${when(query.botIds.length > 0, sql`and c.bot_id in (${inList(query.botIds)})`)}
    ${when(query.versionIds.length > 0, sql`and c.version_id in (${inList(query.versionIds)})`)}
    ${when(hasConnections, sql`and exists (select 1 from conversation_messages m where m.conversation_id = c.id and ${prediction} and ${chosenConnection})`)}`;
  const pred = sql`select m.message_date, m.debug_info -> 'prediction' ->> 'intent' as intent, m.debug_info -> 'prediction' ->> 'outcome' as outcome,
      (m.debug_info -> 'prediction' ->> 'score')::float8 as score
    from conversation_messages m join conv on conv.id = m.conversation_id
    where ${prediction} and m.message_date >= ${from} and m.message_date < ${to} ${when(hasConnections, sql`and ${chosenConnection}`)}`;
  const scoped = (body: RawBuilder<unknown>) => sql`with conv as materialized (${conv}), pred as (${pred}) ${body}`;

  const totals = await scoped(sql`select
      (select count(*) from conv)::int as conversations,
      (select count(*) from conv where end_date is not null)::int as ended,
      msg.client::int as client, msg.bot::int as bot,
      p.predictions::int as predictions, p.recognised::int as recognised, p.fallbacks::int as fallbacks, p.errors::int as errors, p.average as average
    from (select count(*) filter (where m.send_by = 'CLIENT') as client,
                 count(*) filter (where m.send_by = 'BOT' and m.message_type <> ${LOG_TYPE}) as bot
          from conversation_messages m join conv on conv.id = m.conversation_id
          where m.message_date >= ${from} and m.message_date < ${to}) msg,
         (select count(*) as predictions, count(*) filter (where outcome = 'recognised') as recognised,
                 count(*) filter (where outcome = 'fallback') as fallbacks, count(*) filter (where outcome = 'error') as errors, avg(score) as average
          from pred) p`)
    .$castTo<{
      conversations: number;
      ended: number;
      client: number;
      bot: number;
      predictions: number;
      recognised: number;
      fallbacks: number;
      errors: number;
      average: number | null;
    }>()
    .execute(db);

  const daily = await scoped(sql`select to_char(d, 'YYYY-MM-DD') as date, coalesce(c.n, 0)::int as conversations, coalesce(g.n, 0)::int as messages,
      coalesce(p.predictions, 0)::int as predictions, coalesce(p.recognised, 0)::int as recognised, coalesce(p.fallbacks, 0)::int as fallbacks
    from generate_series(${query.startDate}::date, ${query.endDate}::date, interval '1 day') d
    left join (select (start_date at time zone ${tz})::date as day, count(*) as n from conv group by 1) c on c.day = d::date
    left join (select (m.message_date at time zone ${tz})::date as day, count(*) as n
               from conversation_messages m join conv on conv.id = m.conversation_id
               where m.message_date >= ${from} and m.message_date < ${to} and (m.send_by = 'CLIENT' or (m.send_by = 'BOT' and m.message_type <> ${LOG_TYPE}))
               group by 1) g on g.day = d::date
    left join (select (message_date at time zone ${tz})::date as day, count(*) as predictions,
                      count(*) filter (where outcome = 'recognised') as recognised, count(*) filter (where outcome = 'fallback') as fallbacks
               from pred group by 1) p on p.day = d::date
    order by d`)
    .$castTo<AiReport['daily'][number]>()
    .execute(db);

  const intents = await scoped(sql`select intent, count(*)::int as hits, avg(score) as average from pred
      where outcome = 'recognised' and intent is not null group by intent order by hits desc, intent`)
    .$castTo<{ intent: string; hits: number; average: number }>()
    .execute(db);

  const buckets = await scoped(sql`select least(greatest(floor(score * 10), 0), 9)::int as bucket, count(*)::int as n from pred group by 1`)
    .$castTo<{ bucket: number; n: number }>()
    .execute(db);

  const channels = await scoped(sql`select ch.id as "channelId", ch.name as "channelName", ch.integration_type as "channelType", count(*)::int as conversations
      from conv join channels ch on ch.id = conv.channel_id group by ch.id, ch.name, ch.integration_type order by conversations desc, ch.name`)
    .$castTo<AiReport['channels'][number]>()
    .execute(db);

  const t = totals.rows[0]!;
  const score = (value: number | string | null) => (value === null ? null : Math.min(1, Math.max(0, Number(value))));
  return {
    totals: {
      conversations: t.conversations,
      endedConversations: t.ended,
      liveConversations: t.conversations - t.ended,
      clientMessages: t.client,
      botMessages: t.bot,
      predictions: t.predictions,
      recognised: t.recognised,
      fallbacks: t.fallbacks,
      errors: t.errors,
      averageConfidence: score(t.average),
    },
    daily: daily.rows,
    intents: intents.rows.map((row) => ({ intent: row.intent, hits: row.hits, averageConfidence: score(row.average) ?? 0 })),
    confidence: Array.from({ length: 10 }, (_, index) => ({
      from: index / 10,
      to: (index + 1) / 10,
      count: buckets.rows.find((row) => row.bucket === index)?.n ?? 0,
    })),
    channels: channels.rows,
    // The product keeps every conversation and prediction under the assistant that ran it: a
    // Forward To Bot (SWITCH) moves the conversation to the assistant it reaches, and every
    // message names its own assistant (bot_info). A sub bot's data are therefore never hidden
    // under its main bot, and a choice of sub bots alone is never empty for that reason.
    subBotsOnly: false,
  };
}
