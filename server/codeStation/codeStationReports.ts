import { sql } from 'kysely';
import type { CodeBlockReport, CodeBlockRunSummary, RunCompany, RunDay } from '../../services/contracts/rest/codeStationReports';
import { RUN_CHART_DAYS } from '../../services/contracts/rest/codeStationReports';
import type { Db } from '../db/connect';

const count = (value: unknown) => Number(value ?? 0);
const iso = (value: unknown) => (value === null || value === undefined ? null : new Date(value as string | Date).toISOString());

/** The companies the user belongs to, with their code block runs and failed runs. */
export async function runCompanies(db: Db, userId: string): Promise<Array<RunCompany & { ipAllowlist: readonly string[] | null }>> {
  const rows = await db
    .selectFrom('company_users')
    .innerJoin('companies', 'companies.id', 'company_users.company_id')
    .leftJoin('code_block_runs', 'code_block_runs.company_id', 'companies.id')
    .select(['companies.id', 'companies.name', 'companies.ip_allowlist', sql<string>`count(code_block_runs.id)`.as('runs'), sql<string>`count(code_block_runs.error)`.as('errors')])
    .where('company_users.user_id', '=', userId)
    .groupBy(['companies.id', 'companies.name', 'companies.ip_allowlist'])
    .orderBy('companies.name')
    .execute();
  return rows.map((row) => ({ companyId: row.id, companyName: row.name, runs: count(row.runs), errors: count(row.errors), ipAllowlist: row.ip_allowlist }));
}

/** The company's code blocks with their runs, failures, average and 95th percentile duration and last run. */
export async function codeBlockSummaries(db: Db, companyId: string): Promise<CodeBlockRunSummary[]> {
  const rows = await db
    .selectFrom('code_blocks')
    .leftJoin('code_block_runs', 'code_block_runs.code_block_id', 'code_blocks.id')
    .select([
      'code_blocks.id',
      'code_blocks.name',
      sql<string>`count(code_block_runs.id)`.as('runs'),
      sql<string>`count(code_block_runs.error)`.as('errors'),
      sql<string | null>`avg(code_block_runs.duration_ms)`.as('average'),
      sql<string | null>`percentile_cont(0.95) within group (order by code_block_runs.duration_ms)`.as('p95'),
      sql<Date | null>`max(code_block_runs.started_at)`.as('last_run'),
    ])
    .where('code_blocks.company_id', '=', companyId)
    .groupBy(['code_blocks.id', 'code_blocks.name'])
    .orderBy(sql`max(code_block_runs.started_at) desc nulls last`)
    .orderBy('code_blocks.name')
    .execute();
  return rows.map((row) => ({
    codeBlockId: row.id,
    name: row.name,
    runs: count(row.runs),
    errors: count(row.errors),
    averageMs: row.average === null ? null : Math.round(Number(row.average)),
    p95Ms: row.p95 === null ? null : Math.round(Number(row.p95)),
    lastRunAt: iso(row.last_run),
  }));
}

/** The UTC day (YYYY-MM-DD) of a moment. */
const dayOf = (moment: Date) => moment.toISOString().slice(0, 10);

/** Runs and failures per day over the last RUN_CHART_DAYS days ending today, days without runs included. */
export async function runsPerDay(db: Db, codeBlockId: string, now: Date): Promise<RunDay[]> {
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - (RUN_CHART_DAYS - 1)));
  const rows = await db
    .selectFrom('code_block_runs')
    .select([sql<string>`to_char(started_at at time zone 'UTC', 'YYYY-MM-DD')`.as('day'), sql<string>`count(*)`.as('runs'), sql<string>`count(error)`.as('errors')])
    .where('code_block_id', '=', codeBlockId)
    .where('started_at', '>=', first)
    .groupBy(sql`1`)
    .execute();
  const byDay = new Map(rows.map((row) => [row.day, row]));
  return Array.from({ length: RUN_CHART_DAYS }, (_, index) => {
    const day = dayOf(new Date(first.getTime() + index * 86_400_000));
    const row = byDay.get(day);
    return { day, runs: count(row?.runs), errors: count(row?.errors) };
  });
}

/** One code block's runs, newest first, one page of them, with the runs per day; undefined when the block is not the company's. */
export async function codeBlockRuns(db: Db, query: { companyId: string; codeBlockId: string; page: number; pageSize: number }, now: Date): Promise<CodeBlockReport | undefined> {
  const block = await db.selectFrom('code_blocks').select(['id', 'name']).where('id', '=', query.codeBlockId).where('company_id', '=', query.companyId).executeTakeFirst();
  if (!block) return undefined;
  const total = await db
    .selectFrom('code_block_runs')
    .select(sql<string>`count(*)`.as('n'))
    .where('code_block_id', '=', block.id)
    .executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom('code_block_runs')
    .selectAll()
    .where('code_block_id', '=', block.id)
    .orderBy('started_at', 'desc')
    .orderBy('id')
    .limit(query.pageSize)
    .offset(query.page * query.pageSize)
    .execute();
  return {
    companyId: query.companyId,
    codeBlockId: block.id,
    name: block.name,
    total: count(total.n),
    page: query.page,
    pageSize: query.pageSize,
    runs: rows.map((row) => ({
      id: row.id,
      startedAt: row.started_at.toISOString(),
      version: row.version,
      ranIn: row.ran_in,
      conversationId: row.conversation_id,
      durationMs: row.duration_ms,
      ok: row.error === null,
      inputs: row.inputs,
      output: row.output,
      error: row.error,
    })),
    days: await runsPerDay(db, block.id, now),
  };
}
