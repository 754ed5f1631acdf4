import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { ConversationAssistantQuery, ConversationAssistantReport } from '../../services/contracts/conversationAssistantReport';
import { actorError } from '../shared/apiError';
import { failureText } from '../shared/failureText';
import { commonTexts, text, type TextRef } from '../shared/text';
import { addDays, defaultReportRange, earliestReportDay, isDay, NO_ADMIN_PATH, type DateRange, type Day, type ReportCompany } from './reportFilter.rules';

/**
 * The conversation assistant report (spec 01 sections 2.16, 5 and 8): the companies where the
 * user is ADMIN are read (none: the error page says so); the company of the address (else the
 * first) and the range of the address (else the last seven days) are read at once. Another
 * company, or another range that keeps the report filter's rules (both days, the start not
 * after the end, two years back at most, today at most), reads again; a range that breaks them
 * is held while it is being changed, with the reason, and is not applied. With rows the table
 * can be saved as CSV. Side effects are actors the screen provides: loadCompanies, loadReport;
 * and the actions goTo and saveCsv.
 */

/** Two days that make a report's range. */
export type ReportRange = { start: Day; end: Day };

export type ConversationAssistantReportInput = {
  /** The company of the address (companyId), or null. */
  companyId: string | null;
  /** The days of the address (start, end); null parts when missing. */
  range: DateRange;
  today: Day;
  timeZone: string;
};

export type ConversationAssistantReportContext = {
  today: Day;
  timeZone: string;
  companies: ReportCompany[];
  /** The company the address asked for, then the one the report is of. */
  companyId: string | null;
  /** The range the report is of (the address shows it). */
  range: ReportRange;
  /** What the date field shows: the range, or the one being changed. */
  draft: DateRange;
  /** Why the range being changed cannot be applied. */
  rangeProblem: TextRef | null;
  report: ConversationAssistantReport | null;
  error: TextRef | null;
};

export type ConversationAssistantReportEvent =
  { type: 'COMPANY_CHOSEN'; companyId: string } | { type: 'RANGE_CHANGED'; range: DateRange } | { type: 'RANGE_RESET' } | { type: 'DOWNLOAD' } | { type: 'RETRY' };

export const conversationAssistantReportTexts = {
  loadFailed: commonTexts.other,
  rangeIncomplete: 'analysis.assistantReport.range.incomplete',
  rangeReversed: 'analysis.assistantReport.range.reversed',
  rangeTooEarly: 'analysis.assistantReport.range.tooEarly',
  rangeFuture: 'analysis.assistantReport.range.future',
} as const;

/** A real YYYY-MM-DD day (not 30 February). */
const calendarDay = (day: Day | null): day is Day => isDay(day) && addDays(day, 0) === day;

/** Why a range cannot be the report's (spec 01 section 5), or null when it can. */
export function rangeProblem(range: DateRange, today: Day): TextRef | null {
  const { start, end } = range;
  if (!calendarDay(start) || !calendarDay(end)) return text(conversationAssistantReportTexts.rangeIncomplete);
  if (start > end) return text(conversationAssistantReportTexts.rangeReversed);
  if (start < earliestReportDay(today)) return text(conversationAssistantReportTexts.rangeTooEarly);
  if (end > today) return text(conversationAssistantReportTexts.rangeFuture);
  return null;
}

/** The range of the address when it keeps the rules, else the default (the last seven days). */
export function firstRange(range: DateRange, today: Day): ReportRange {
  if (rangeProblem(range, today) === null) return { start: range.start!, end: range.end! };
  const fallback = defaultReportRange(today);
  return { start: fallback.start!, end: fallback.end! };
}

/** The query of the report of the context's company and range. */
export function reportQuery(context: ConversationAssistantReportContext): ConversationAssistantQuery {
  return { companyId: context.companyId ?? '', startDate: context.range.start, endDate: context.range.end, timeZone: context.timeZone };
}

const outputOf = <T>(event: unknown) => (event as { output: T }).output;
const failure = ({ event }: { event: unknown }) => ({ error: failureText(actorError(event), conversationAssistantReportTexts.loadFailed) });

export const conversationAssistantReportMachine = setup({
  types: {
    input: {} as ConversationAssistantReportInput,
    context: {} as ConversationAssistantReportContext,
    events: {} as ConversationAssistantReportEvent,
  },
  actors: {
    loadCompanies: fromPromise<ReportCompany[], void>(async () => {
      throw new Error('loadCompanies not provided');
    }),
    loadReport: fromPromise<ConversationAssistantReport, ConversationAssistantQuery>(async () => {
      throw new Error('loadReport not provided');
    }),
  },
  guards: {
    hasCompanies: ({ event }) => outputOf<ReportCompany[]>(event).length > 0,
    otherCompany: ({ context, event }) => event.type === 'COMPANY_CHOSEN' && event.companyId !== context.companyId && context.companies.some((c) => c.id === event.companyId),
    rangeApplicable: ({ context, event }) => event.type === 'RANGE_CHANGED' && rangeProblem(event.range, context.today) === null,
    hasRows: ({ event }) => outputOf<ConversationAssistantReport>(event).assistants.length > 0,
    reportHasRows: ({ context }) => (context.report?.assistants.length ?? 0) > 0,
    hasReport: ({ context }) => context.report !== null,
  },
  actions: {
    // The company the address asked for when the user is ADMIN there, else the first.
    keepCompanies: assign(({ context, event }) => {
      const companies = outputOf<ReportCompany[]>(event);
      return { companies, companyId: companies.find((c) => c.id === context.companyId)?.id ?? companies[0]!.id, error: null };
    }),
    setCompany: assign(({ context, event }) => {
      assertEvent(event, 'COMPANY_CHOSEN');
      return { companyId: event.companyId, draft: { ...context.range }, rangeProblem: null, report: null, error: null };
    }),
    applyRange: assign(({ event }) => {
      assertEvent(event, 'RANGE_CHANGED');
      const range = { start: event.range.start!, end: event.range.end! };
      return { range, draft: { ...range }, rangeProblem: null, report: null, error: null };
    }),
    holdRange: assign(({ context, event }) => {
      assertEvent(event, 'RANGE_CHANGED');
      return { draft: { ...event.range }, rangeProblem: rangeProblem(event.range, context.today) };
    }),
    dropDraft: assign(({ context }) => ({ draft: { ...context.range }, rangeProblem: null })),
    keepReport: assign(({ event }) => ({ report: outputOf<ConversationAssistantReport>(event), error: null })),
    showFailure: assign(failure),
    // Provided by the app: leave for another route (spec 8: no admin access).
    goTo: (_, _params: { path: string }) => {},
    // Provided by the screen: writes the table as a CSV file.
    saveCsv: (_, _params: { report: ConversationAssistantReport }) => {},
  },
}).createMachine({
  id: 'conversationAssistantReport',
  initial: 'loadingCompanies',
  context: ({ input }) => {
    const range = firstRange(input.range, input.today);
    return {
      today: input.today,
      timeZone: input.timeZone,
      companies: [],
      companyId: input.companyId,
      range,
      draft: { ...range },
      rangeProblem: null,
      report: null,
      error: null,
    };
  },
  states: {
    loadingCompanies: {
      invoke: {
        id: 'loadCompanies',
        src: 'loadCompanies',
        onDone: [{ guard: 'hasCompanies', target: 'report', actions: 'keepCompanies' }, { target: 'noAdminAccess' }],
        onError: { target: 'companiesFailed', actions: 'showFailure' },
      },
    },
    companiesFailed: { on: { RETRY: 'loadingCompanies' } },
    /** Spec 8: ADMIN on no company; the app shows the error page. */
    noAdminAccess: { type: 'final', entry: { type: 'goTo', params: { path: NO_ADMIN_PATH } } },
    report: {
      initial: 'loading',
      on: {
        // reenter: a change while a read is under way starts a new read.
        COMPANY_CHOSEN: { guard: 'otherCompany', target: '.loading', reenter: true, actions: 'setCompany' },
        RANGE_CHANGED: [
          { guard: 'rangeApplicable', target: '.loading', reenter: true, actions: 'applyRange' },
          { target: '.changingRange', actions: 'holdRange' },
        ],
      },
      states: {
        loading: {
          invoke: {
            id: 'loadReport',
            src: 'loadReport',
            input: ({ context }) => reportQuery(context),
            onDone: [
              { guard: 'hasRows', target: 'loaded.rows', actions: 'keepReport' },
              { target: 'loaded.empty', actions: 'keepReport' },
            ],
            onError: { target: 'failed', actions: 'showFailure' },
          },
        },
        loaded: {
          initial: 'rows',
          states: {
            /** A row per assistant with conversations in the range, and the totals. */
            rows: { on: { DOWNLOAD: { actions: { type: 'saveCsv', params: ({ context }) => ({ report: context.report! }) } } } },
            /** No conversation started in the range. */
            empty: {},
          },
        },
        failed: { on: { RETRY: 'loading' } },
        /** A range that breaks the rules: held with its reason, the report's range unchanged until a valid one comes or it is dropped. */
        changingRange: {
          on: {
            RANGE_RESET: [
              { guard: 'reportHasRows', target: 'loaded.rows', actions: 'dropDraft' },
              { guard: 'hasReport', target: 'loaded.empty', actions: 'dropDraft' },
              { target: 'loading', actions: 'dropDraft' },
            ],
          },
        },
      },
    },
  },
});
