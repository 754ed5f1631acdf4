import { z } from 'zod';

/**
 * What the console and the server exchange about one company's assistants (spec 01 sections
 * 2.2, 2.16 and 2.17: /assistant-analysis and /assistant-analyze). Every figure is an SQL
 * aggregate over the conversations the assistant ran (test-chat conversations left out), their
 * messages, the modules the messages came from, and the votes left on them.
 */

/** The headline figures of the assistants list cover this many days up to now. */
export const ASSISTANT_SUMMARY_DAYS = 30;
/** /assistant-analyze opens on this many days up to today. */
export const ASSISTANT_ANALYSIS_DEFAULT_DAYS = 30;

const day = z.iso.date({ error: 'A date must be written as YYYY-MM-DD.' });
const count = z.number().int().nonnegative();
const rate = z.number().min(0).max(1).nullable();

/** POST {ANALYSIS_API}/assistants: the assistants of one company the caller belongs to. */
export const assistantSummaryQuery = z.object({ companyId: z.uuid({ error: 'Choose a company.' }) });
export type AssistantSummaryQuery = z.input<typeof assistantSummaryQuery>;

/** Conversations in the last 30 days, and the share of AI predictions that fell back (null without predictions). */
const headline = { conversations: count, fallbackRate: rate };

export const assistantSummaries = z.array(
  z.object({
    id: z.string(),
    name: z.string(),
    ...headline,
    /** Newest first. */
    versions: z.array(z.object({ id: z.string(), name: z.string(), ...headline })),
  }),
);
export type AssistantSummaries = z.infer<typeof assistantSummaries>;

/** GET {ANALYSIS_API}/member-companies: the companies the caller belongs to (any role). */
export const memberCompanies = z.array(z.object({ id: z.string(), name: z.string() }));
export type MemberCompanies = z.infer<typeof memberCompanies>;

/**
 * POST {ANALYSIS_API}/assistant: the figures of one assistant (one version of it, or all
 * versions without `versionId`) for the conversations that started between two days (both
 * included, in `timeZone`).
 */
export const assistantAnalysisQuery = z
  .object({
    botId: z.uuid({ error: 'The assistant id is not valid.' }),
    versionId: z.uuid({ error: 'The version id is not valid.' }).nullish(),
    startDate: day,
    endDate: day,
    timeZone: z.string().trim().min(1).max(64),
  })
  .refine((query) => query.startDate <= query.endDate, { message: 'The start date cannot be after the end date.', path: ['startDate'] });
export type AssistantAnalysisQuery = z.input<typeof assistantAnalysisQuery>;

/** Messages per conversation are counted in these buckets (the last one open-ended). */
export const MESSAGE_BUCKETS = [
  { from: 0, to: 0 },
  { from: 1, to: 2 },
  { from: 3, to: 5 },
  { from: 6, to: 10 },
  { from: 11, to: 20 },
  { from: 21, to: null },
] as const;

export const assistantAnalysis = z.object({
  assistant: z.object({ id: z.string(), name: z.string(), companyId: z.string() }),
  /** The assistant's versions, newest first (the page's version picker). */
  versions: z.array(z.object({ id: z.string(), name: z.string() })),
  totals: z.object({
    conversations: count,
    endedConversations: count,
    liveConversations: count,
    /** Messages people and the assistant sent (log rows left out). */
    messages: count,
    /** messages / conversations; null without conversations. */
    averageMessages: z.number().nonnegative().nullable(),
    predictions: count,
    fallbacks: count,
    /** fallbacks / predictions; null without predictions. */
    fallbackRate: rate,
  }),
  /** Conversations started per day of the range, days without any included. */
  daily: z.array(z.object({ date: day, conversations: count })),
  /** How many conversations had so many messages (MESSAGE_BUCKETS; `to` null: and more). */
  messageDistribution: z.array(z.object({ from: count, to: count.nullable(), conversations: count })),
  votes: z.object({
    count,
    /** Mean vote; null without votes. */
    average: z.number().nullable(),
    /** Conversations per vote given, lowest vote first. */
    distribution: z.array(z.object({ vote: z.number().int(), count })),
  }),
  /**
   * The path through the flow: each module that said something in these conversations, with
   * how many conversations reached it and how many stopped there (its last module): ended
   * there, or left live (dropped off). Most reached first.
   */
  modules: z.array(
    z.object({
      moduleId: z.string(),
      /** From the version's flow (all versions: the newest that has it); the id when no version has it any more. */
      name: z.string(),
      type: z.string().nullable(),
      reached: count,
      ended: count,
      droppedOff: count,
    }),
  ),
});
export type AssistantAnalysis = z.infer<typeof assistantAnalysis>;

/** True when the range holds no conversation of the assistant. */
export const analysisEmpty = (analysis: AssistantAnalysis): boolean => analysis.totals.conversations === 0;
