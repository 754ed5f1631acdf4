import { z } from 'zod';
import type { RestContracts } from './contract';

/**
 * The code station reports (spec 01 section 2.2, spec 02: the list takes companyId, the report
 * takes codeBlockId and companyId): runs of code blocks in conversations' flow modules and
 * test runs from the editor, counted in the database.
 */

export const CODE_STATION_REPORTS_API = '/bot/api/code-station/reports';
export const RUN_PAGE_SIZE_MAX = 100;
/** The days the runs-per-day chart covers, ending today. */
export const RUN_CHART_DAYS = 30;

const id = (name: string) =>
  z
    .string({ error: `${name} is required.` })
    .trim()
    .min(1, `${name} is required.`);

export const reportCompanyQuery = z.object({ companyId: id('companyId') });
export const blockReportQuery = z.object({
  companyId: id('companyId'),
  codeBlockId: id('codeBlockId'),
  page: z.coerce.number({ error: 'page must be a number.' }).int('page must be a whole number.').min(0, 'page is 0 or more.').default(0),
  pageSize: z.coerce
    .number({ error: 'pageSize must be a number.' })
    .int('pageSize must be a whole number.')
    .min(1, 'pageSize is at least 1.')
    .max(RUN_PAGE_SIZE_MAX, `pageSize is at most ${RUN_PAGE_SIZE_MAX}.`)
    .default(20),
});

export const runCompany = z.object({ companyId: z.string(), companyName: z.string(), runs: z.number(), errors: z.number() });
export type RunCompany = z.infer<typeof runCompany>;

export const codeBlockRunSummary = z.object({
  codeBlockId: z.string(),
  name: z.string(),
  runs: z.number(),
  errors: z.number(),
  /** Milliseconds; null without runs. */
  averageMs: z.number().nullable(),
  p95Ms: z.number().nullable(),
  lastRunAt: z.string().nullable(),
});
export type CodeBlockRunSummary = z.infer<typeof codeBlockRunSummary>;

export const codeBlocksReport = z.object({ companyId: z.string(), companyName: z.string(), blocks: z.array(codeBlockRunSummary) });
export type CodeBlocksReport = z.infer<typeof codeBlocksReport>;

export const codeBlockRunRow = z.object({
  id: z.string(),
  startedAt: z.string(),
  version: z.string(),
  /** FLOW: a flow module of a conversation; TEST: a test run from the editor. */
  ranIn: z.enum(['FLOW', 'TEST']),
  conversationId: z.string().nullable(),
  durationMs: z.number(),
  ok: z.boolean(),
  /** JSON texts, bounded and with secrets masked. */
  inputs: z.string(),
  output: z.string().nullable(),
  error: z.string().nullable(),
});
export type CodeBlockRunRow = z.infer<typeof codeBlockRunRow>;

export const runDay = z.object({ day: z.string(), runs: z.number(), errors: z.number() });
export type RunDay = z.infer<typeof runDay>;

export const codeBlockReport = z.object({
  companyId: z.string(),
  codeBlockId: z.string(),
  name: z.string(),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  runs: z.array(codeBlockRunRow),
  days: z.array(runDay),
});
export type CodeBlockReport = z.infer<typeof codeBlockReport>;

/** One CODESTATION module of an assistant version that calls a code block. */
export const codeBlockUse = z.object({
  botId: z.string(),
  botName: z.string(),
  versionId: z.string(),
  versionName: z.string(),
  /** The assistant's live (newest published) version. */
  live: z.boolean(),
  /** The assistant's newest version, the one the designer opens. */
  latest: z.boolean(),
  moduleId: z.string(),
  moduleName: z.string(),
  /** The block version the module asks for; null: the newest. */
  blockVersion: z.string().nullable(),
});
export type CodeBlockUse = z.infer<typeof codeBlockUse>;

export const codeBlockUsage = z.object({ codeBlockId: z.string(), name: z.string(), uses: z.array(codeBlockUse) });
export type CodeBlockUsage = z.infer<typeof codeBlockUsage>;

/**
 * Where a company's code blocks are used: each block (by name) with the modules of its
 * assistants' live and newest versions that call it, and the modules that call a block the
 * company no longer has.
 */
export const codeBlockUsageReport = z.object({
  companyId: z.string(),
  companyName: z.string(),
  blocks: z.array(codeBlockUsage),
  missing: z.array(codeBlockUse.extend({ codeBlockId: z.string() })),
});
export type CodeBlockUsageReport = z.infer<typeof codeBlockUsageReport>;

export const codeStationReportRoutes = {
  'GET /bot/api/code-station/reports/usage': { query: reportCompanyQuery, answer: codeBlockUsageReport },
  'GET /bot/api/code-station/reports/companies': { answer: z.array(runCompany) },
  'GET /bot/api/code-station/reports/code-blocks': { query: reportCompanyQuery, answer: codeBlocksReport },
  'GET /bot/api/code-station/reports/runs': { query: blockReportQuery, answer: codeBlockReport },
} as const satisfies RestContracts;
