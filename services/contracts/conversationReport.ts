import { z } from 'zod';

/**
 * The conversation report of one AI connection in one assistant version (spec 01 section 2.2,
 * spec 03: the 'CONVERSATION REPORT' link of the AI Action panel): the people's messages the
 * connection was asked to classify, with the predicted intent, the confidence, whether the
 * fallback was taken, and the conversation each belongs to. A designer reads it to find
 * messages to add as training phrases. Totals and pages are SQL aggregates on the server.
 */

/** Where the call lives (beside the AI reporting calls). */
export const CONVERSATION_REPORT_API = '/core/v1/analysis/conversation-report';

/** Rows per page, and the most rows the CSV download carries. */
export const CONVERSATION_REPORT_PAGE_SIZE = 25;
export const CONVERSATION_REPORT_MAX_PAGE_SIZE = 1000;

const day = z.iso.date({ error: 'A date must be written as YYYY-MM-DD.' });

/** POST {CONVERSATION_REPORT_API}: one page of the classified messages and the totals of the filter. */
export const conversationReportQuery = z
  .object({
    companyId: z.uuid({ error: 'The report needs a company.' }),
    aiConnectionId: z.uuid({ error: 'The report needs an AI connection.' }),
    botId: z.uuid({ error: 'The report needs an assistant.' }),
    versionId: z.uuid({ error: 'The report needs an assistant version.' }),
    startDate: day,
    endDate: day,
    /** The browser's IANA time zone: the days are counted in it. */
    timeZone: z.string().trim().min(1).max(64),
    /** Only predictions of this intent (null: every intent). */
    intent: z.string().trim().min(1).max(200).nullable().default(null),
    fallbacksOnly: z.boolean().default(false),
    page: z.number().int().min(0).max(100_000).default(0),
    pageSize: z.number().int().min(1).max(CONVERSATION_REPORT_MAX_PAGE_SIZE).default(CONVERSATION_REPORT_PAGE_SIZE),
  })
  .refine((query) => query.startDate <= query.endDate, { message: 'The start date cannot be after the end date.', path: ['startDate'] });
export type ConversationReportQuery = z.input<typeof conversationReportQuery>;

const count = z.number().int().nonnegative();

/** One message the connection classified. */
export const classifiedMessage = z.object({
  id: z.string(),
  conversationId: z.string(),
  /** The person's message (empty when the conversation kept none before the prediction). */
  text: z.string(),
  /** The predicted intent; null when there was none. */
  intent: z.string().nullable(),
  confidence: z.number().min(0).max(1),
  outcome: z.enum(['recognised', 'fallback', 'error']),
  /** When the prediction was made (ISO instant; shown in the browser's time zone). */
  date: z.string(),
});
export type ClassifiedMessage = z.infer<typeof classifiedMessage>;

export const conversationReport = z.object({
  totals: z.object({ asked: count, recognised: count, fallbacks: count, errors: count }),
  /** Recognised predictions per intent within the dates, most first (the intent filter's choices). */
  intents: z.array(z.object({ intent: z.string(), count })),
  /** How many rows the intent and fallback filters leave (the pages' length). */
  matching: count,
  rows: z.array(classifiedMessage),
});
export type ConversationReport = z.infer<typeof conversationReport>;
