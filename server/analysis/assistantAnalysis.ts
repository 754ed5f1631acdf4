import { sql, type RawBuilder } from 'kysely';
import type { z } from 'zod';
import { MESSAGE_BUCKETS, type AssistantAnalysis, type AssistantSummaries, type assistantAnalysisQuery } from '../../services/contracts/assistantAnalysis';
import type { Db } from '../db/connect';
import { LOG_TYPE } from '../conversations/messageStore';

type Query = z.infer<typeof assistantAnalysisQuery>;

const rateOf = (part: number, whole: number) => (whole > 0 ? part / whole : null);
const prediction = sql`m.message_type = ${LOG_TYPE} and m.debug_info ? 'prediction'`;

/**
 * The assistants of one company (archived ones left out) with their versions, newest first,
 * and for each the conversations started since `since` (test chat left out) and the share of
 * their AI predictions that followed the fallback.
 */
export async function assistantSummaryFigures(db: Db, companyId: string, since: Date): Promise<AssistantSummaries> {
  const rows = await sql`with conv as materialized (
        select c.id, c.bot_id, c.version_id from conversations c
        where c.company_id = ${companyId} and c.draft = false and c.start_date >= ${since}),
      per_version as (
        select conv.version_id, count(*) as conversations,
               coalesce(sum(p.predictions), 0) as predictions, coalesce(sum(p.fallbacks), 0) as fallbacks
        from conv left join lateral (
          select count(*) as predictions, count(*) filter (where m.debug_info -> 'prediction' ->> 'outcome' = 'fallback') as fallbacks
          from conversation_messages m where m.conversation_id = conv.id and ${prediction}) p on true
        group by conv.version_id)
    select b.id as "botId", b.name as "botName", v.id as "versionId", v.name as "versionName",
           coalesce(pv.conversations, 0)::int as conversations, coalesce(pv.predictions, 0)::int as predictions, coalesce(pv.fallbacks, 0)::int as fallbacks
    from bots b join bot_versions v on v.bot_id = b.id left join per_version pv on pv.version_id = v.id
    where b.company_id = ${companyId} and b.archived_at is null
    order by lower(b.name), b.id, v.created_at desc, v.id`
    .$castTo<{ botId: string; botName: string; versionId: string; versionName: string; conversations: number; predictions: number; fallbacks: number }>()
    .execute(db);
  const assistants = new Map<
    string,
    { id: string; name: string; conversations: number; predictions: number; fallbacks: number; versions: AssistantSummaries[number]['versions'] }
  >();
  for (const row of rows.rows) {
    const assistant = assistants.get(row.botId) ?? { id: row.botId, name: row.botName, conversations: 0, predictions: 0, fallbacks: 0, versions: [] };
    assistant.conversations += row.conversations;
    assistant.predictions += row.predictions;
    assistant.fallbacks += row.fallbacks;
    assistant.versions.push({ id: row.versionId, name: row.versionName, conversations: row.conversations, fallbackRate: rateOf(row.fallbacks, row.predictions) });
    assistants.set(row.botId, assistant);
  }
  return [...assistants.values()].map(({ predictions, fallbacks, ...assistant }) => ({ ...assistant, fallbackRate: rateOf(fallbacks, predictions) }));
}

/**
 * The figures of one assistant (spec 01 section 2.2, /assistant-analyze): the conversations it
 * ran that started between the two days (both included, in the query's time zone), of one
 * version or all, test chat left out; their messages (all of them, whenever sent), predictions,
 * votes, and the modules of this assistant that said something in them.
 */
export async function assistantAnalysisFigures(db: Db, assistant: { id: string; name: string; companyId: string }, query: Query): Promise<AssistantAnalysis> {
  const tz = query.timeZone;
  const from = sql`(${query.startDate}::date::timestamp at time zone ${tz})`;
  const to = sql`((${query.endDate}::date + 1)::timestamp at time zone ${tz})`;
  const conv = sql`select c.id, c.start_date, c.end_date, c.module_id, c.rating from conversations c
    where c.company_id = ${assistant.companyId} and c.bot_id = ${assistant.id} and c.draft = false and c.start_date >= ${from} and c.start_date < ${to}
    ${query.versionId ? sql`and c.version_id = ${query.versionId}` : sql``}`;
  const scoped = (body: RawBuilder<unknown>) => sql`with conv as materialized (${conv}),
      sizes as (select conv.id, (select count(*) from conversation_messages m where m.conversation_id = conv.id
                 and (m.send_by = 'CLIENT' or m.send_by = 'AGENT' or (m.send_by = 'BOT' and m.message_type <> ${LOG_TYPE}))) as n from conv)
    ${body}`;

  const totals = await scoped(sql`select
      (select count(*) from conv)::int as conversations,
      (select count(*) from conv where end_date is not null)::int as ended,
      (select coalesce(sum(n), 0) from sizes)::int as messages,
      p.predictions::int as predictions, p.fallbacks::int as fallbacks,
      v.votes::int as votes, v.average as average
    from (select count(*) as predictions, count(*) filter (where m.debug_info -> 'prediction' ->> 'outcome' = 'fallback') as fallbacks
          from conversation_messages m join conv on conv.id = m.conversation_id where ${prediction}) p,
         (select count(rating) as votes, avg(rating)::float8 as average from conv) v`)
    .$castTo<{ conversations: number; ended: number; messages: number; predictions: number; fallbacks: number; votes: number; average: number | null }>()
    .execute(db);

  const daily = await scoped(sql`select to_char(d, 'YYYY-MM-DD') as date, coalesce(c.n, 0)::int as conversations
    from generate_series(${query.startDate}::date, ${query.endDate}::date, interval '1 day') d
    left join (select (start_date at time zone ${tz})::date as day, count(*) as n from conv group by 1) c on c.day = d::date
    order by d`)
    .$castTo<AssistantAnalysis['daily'][number]>()
    .execute(db);

  const bucketOf = sql.join(
    MESSAGE_BUCKETS.map((bucket, index) => (bucket.to === null ? sql`when n >= ${bucket.from} then ${index}` : sql`when n between ${bucket.from} and ${bucket.to} then ${index}`)),
    sql` `,
  );
  const sized = await scoped(sql`select (case ${bucketOf} end)::int as bucket, count(*)::int as n from sizes group by 1`)
    .$castTo<{ bucket: number; n: number }>()
    .execute(db);

  const votes = await scoped(sql`select rating as vote, count(*)::int as count from conv where rating is not null group by rating order by rating`)
    .$castTo<{ vote: number; count: number }>()
    .execute(db);

  // Reached: this assistant's messages (log rows too) came from the module, or the conversation rests there; stopped: it is the conversation's last module.
  const modules = await scoped(sql`, reach as (
        select module_id, count(distinct conversation_id) as reached from (
          select m.bot_info ->> 'moduleID' as module_id, m.conversation_id
          from conversation_messages m join conv on conv.id = m.conversation_id
          where m.send_by = 'BOT' and m.bot_info ->> 'botID' = ${assistant.id} and m.bot_info ->> 'moduleID' is not null
          union all select module_id, id from conv where module_id is not null) visits
        group by 1),
      stops as (
        select module_id, count(*) filter (where end_date is not null) as ended, count(*) filter (where end_date is null) as dropped
        from conv where module_id is not null group by module_id),
      names as (
        select distinct on (item ->> 'id') item ->> 'id' as module_id, item ->> 'name' as name, item ->> 'type' as type
        from bot_versions v cross join lateral jsonb_array_elements(case when jsonb_typeof(v.flow -> 'modules') = 'array' then v.flow -> 'modules' else '[]'::jsonb end) item
        where v.bot_id = ${assistant.id} ${query.versionId ? sql`and v.id = ${query.versionId}` : sql``}
        order by item ->> 'id', v.created_at desc)
    select r.module_id as "moduleId", coalesce(nullif(n.name, ''), r.module_id) as name, n.type as type, r.reached::int as reached,
           coalesce(s.ended, 0)::int as ended, coalesce(s.dropped, 0)::int as "droppedOff"
    from reach r left join stops s on s.module_id = r.module_id left join names n on n.module_id = r.module_id
    order by r.reached desc, name, r.module_id`)
    .$castTo<AssistantAnalysis['modules'][number]>()
    .execute(db);

  const versions = await db.selectFrom('bot_versions').select(['id', 'name']).where('bot_id', '=', assistant.id).orderBy('created_at', 'desc').orderBy('id').execute();

  const t = totals.rows[0]!;
  return {
    assistant,
    versions,
    totals: {
      conversations: t.conversations,
      endedConversations: t.ended,
      liveConversations: t.conversations - t.ended,
      messages: t.messages,
      averageMessages: rateOf(t.messages, t.conversations),
      predictions: t.predictions,
      fallbacks: t.fallbacks,
      fallbackRate: rateOf(t.fallbacks, t.predictions),
    },
    daily: daily.rows,
    messageDistribution: MESSAGE_BUCKETS.map((bucket, index) => ({ from: bucket.from, to: bucket.to, conversations: sized.rows.find((row) => row.bucket === index)?.n ?? 0 })),
    votes: { count: t.votes, average: t.average === null ? null : Number(t.average), distribution: votes.rows },
    modules: modules.rows,
  };
}
