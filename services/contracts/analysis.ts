import { z } from 'zod';
import { CONSOLE_LANGUAGES } from './consoleLanguages';

/**
 * What the console and the server exchange about how assistants perform (spec 01 sections
 * 2.16, 3 and 5: the AI reporting filter and its figures; the per-assistant analysis). The
 * server validates every query with these schemas and answers through them; every figure is
 * an SQL aggregate over the conversations and their messages.
 */

/** Where the analysis REST calls live. */
export const ANALYSIS_API = '/core/v1/analysis';

/** Report dates (spec 01 section 5): at most two years back, at most today; seven days by default. */
export const REPORT_MAX_HISTORY_YEARS = 2;
export const REPORT_DEFAULT_DAYS = 7;
/** The most items one multi-select of the filter may send. */
export const REPORT_MAX_CHOICES = 100;

/** A calendar day in the browser's time zone, as the filter sends it. */
const day = z.iso.date({ error: 'A date must be written as YYYY-MM-DD.' });
const ids = z.array(z.uuid({ error: 'Every chosen item must be an id.' })).max(REPORT_MAX_CHOICES, `At most ${REPORT_MAX_CHOICES} items can be chosen.`);

/**
 * POST {ANALYSIS_API}/ai-report: the AI reporting figures of one company between two days
 * (both included, in `timeZone`), narrowed by the chosen channels, assistants, versions and
 * AI connections (an empty list means all of them).
 */
export const aiReportQuery = z
  .object({
    companyId: z.uuid({ error: 'Choose a company.' }),
    startDate: day,
    endDate: day,
    /** An IANA time zone (the browser's): days and hours are counted in it. */
    timeZone: z.string().trim().min(1).max(64),
    channelIds: ids.default([]),
    botIds: ids.default([]),
    versionIds: ids.default([]),
    aiConnectionIds: ids.default([]),
  })
  .refine((query) => query.startDate <= query.endDate, { message: 'The start date cannot be after the end date.', path: ['startDate'] });
export type AiReportQuery = z.input<typeof aiReportQuery>;

const count = z.number().int().nonnegative();

/** The answer of the AI reporting query. */
export const aiReport = z.object({
  totals: z.object({
    conversations: count,
    endedConversations: count,
    liveConversations: count,
    /** Messages people sent (CLIENT). */
    clientMessages: count,
    /** Messages the assistant sent (BOT, visible ones). */
    botMessages: count,
    /** AI module predictions made in these conversations. */
    predictions: count,
    /** Predictions that took an intent's connection. */
    recognised: count,
    /** Predictions that followed the fallback (no intent, or below the threshold). */
    fallbacks: count,
    /** Predictions whose provider call failed. */
    errors: count,
    /** Mean score of all predictions; null without predictions. */
    averageConfidence: z.number().min(0).max(1).nullable(),
  }),
  /** One row per day of the range, days without activity included (zeros); messages as in the totals (people's and the assistant's). */
  daily: z.array(z.object({ date: day, conversations: count, messages: count, predictions: count, recognised: count, fallbacks: count })),
  /** Intents hit, most hits first. */
  intents: z.array(z.object({ intent: z.string(), hits: count, averageConfidence: z.number().min(0).max(1) })),
  /** Scores of all predictions in ten buckets of 0.1 (the last includes 1.0). */
  confidence: z.array(z.object({ from: z.number(), to: z.number(), count })),
  /** Conversations per channel. */
  channels: z.array(z.object({ channelId: z.string(), channelName: z.string(), channelType: z.string(), conversations: count })),
  /** True when every chosen assistant only runs as a sub bot (reached from another assistant): its data are under the main bot. */
  subBotsOnly: z.boolean(),
});
export type AiReport = z.infer<typeof aiReport>;

/** GET {ANALYSIS_API}/admin-companies: the companies where the caller is ADMIN (the reporting pickers offer only these). */
export const adminCompanies = z.array(z.object({ id: z.string(), name: z.string() }));
export type AdminCompanies = z.infer<typeof adminCompanies>;

/** The file kinds the AI report can be downloaded as (spec 01 section 2.16: PDF and XLS). */
export const REPORT_EXPORT_FORMATS = ['xlsx', 'pdf'] as const;
export type ReportExportFormat = (typeof REPORT_EXPORT_FORMATS)[number];
/** The languages the exported file can be written in (the console's). */
export const REPORT_EXPORT_LANGUAGES = CONSOLE_LANGUAGES;

/**
 * POST {ANALYSIS_API}/ai-report/export: the same report as a download, for the same filter as
 * the page, as an Excel workbook (a sheet per figure) or a PDF (the charts drawn as vectors),
 * its texts in the requested language.
 */
export const aiReportExportQuery = z.object({
  query: aiReportQuery,
  format: z.enum(REPORT_EXPORT_FORMATS, { error: 'The format must be xlsx or pdf.' }),
  language: z.enum(REPORT_EXPORT_LANGUAGES, { error: 'The language must be en, tr, de or ar.' }).default('en'),
});
export type AiReportExportQuery = z.input<typeof aiReportExportQuery>;
