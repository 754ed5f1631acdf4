import { sql, type Kysely } from 'kysely';
import { containsPattern, SEARCH_LIMIT_PER_KIND, type SearchHit } from '../../services/contracts/search';
import type { Database } from '../db/schema';

const LIMIT = SEARCH_LIMIT_PER_KIND;

type Row = { id: string; title: string | null; company_id: string; company_name: string; bot_id: string | null; bot_name: string | null; detail: string | null };

function hit(kind: SearchHit['kind'], row: Row): SearchHit {
  return {
    kind,
    id: row.id,
    title: row.title ?? '',
    companyId: row.company_id,
    companyName: row.company_name,
    botId: row.bot_id,
    botName: row.bot_name,
    detail: row.detail,
  };
}

/**
 * Companies, assistants, conversations (by id or client name) and modules (by name or any text
 * of their settings in the assistant's newest version) of the given companies whose text contains
 * `text`, case-insensitively; at most SEARCH_LIMIT_PER_KIND of each kind.
 */
export async function searchCompanies(db: Kysely<Database>, companyIds: readonly string[], text: string): Promise<SearchHit[]> {
  if (companyIds.length === 0) return [];
  const pattern = containsPattern(text);
  const ids = sql.join(companyIds.map((id) => sql`${id}::uuid`));
  const [companies, assistants, conversations, modules] = await Promise.all([
    sql<Row>`
      select c.id, c.name as title, c.id as company_id, c.name as company_name, null as bot_id, null as bot_name, null as detail
      from companies c
      where c.id in (${ids}) and c.name ilike ${pattern}
      order by c.name, c.id limit ${LIMIT}`.execute(db),
    sql<Row>`
      select b.id, b.name as title, c.id as company_id, c.name as company_name, b.id as bot_id, b.name as bot_name, null as detail
      from bots b join companies c on c.id = b.company_id
      where b.company_id in (${ids}) and b.archived_at is null and b.name ilike ${pattern}
      order by b.name, b.id limit ${LIMIT}`.execute(db),
    sql<Row>`
      select v.id, v.title, c.id as company_id, c.name as company_name, v.bot_id, b.name as bot_name, v.channel_type as detail
      from (
        select cv.id, cv.company_id, cv.bot_id, cv.channel_type, cv.start_date,
          nullif(concat_ws(' ', nullif(cv.client_info->>'name', ''), nullif(cv.client_info->>'surname', '')), '') as title
        from conversations cv
        where cv.company_id in (${ids})
      ) v
      join companies c on c.id = v.company_id
      left join bots b on b.id = v.bot_id
      where v.id::text ilike ${pattern} or v.title ilike ${pattern}
      order by v.start_date desc, v.id limit ${LIMIT}`.execute(db),
    sql<Row>`
      select m.value->>'id' as id, m.value->>'name' as title, c.id as company_id, c.name as company_name, b.id as bot_id, b.name as bot_name, m.value->>'type' as detail
      from bots b
      join companies c on c.id = b.company_id
      join lateral (select bv.flow from bot_versions bv where bv.bot_id = b.id order by bv.created_at desc, bv.id desc limit 1) newest on true
      cross join lateral jsonb_array_elements(case when jsonb_typeof(newest.flow->'modules') = 'array' then newest.flow->'modules' else '[]'::jsonb end) m
      where b.company_id in (${ids}) and b.archived_at is null and jsonb_typeof(m.value) = 'object'
        and ((m.value->>'name') ilike ${pattern} or (m.value->'settings')::text ilike ${pattern})
      order by b.name, m.value->>'name' limit ${LIMIT}`.execute(db),
  ]);
  return [
    ...companies.rows.map((row) => hit('company', row)),
    ...assistants.rows.map((row) => hit('assistant', row)),
    ...conversations.rows.map((row) => hit('conversation', row)),
    ...modules.rows.filter((row) => row.id !== '').map((row) => hit('module', row)),
  ];
}
