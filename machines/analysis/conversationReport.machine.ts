import { assertEvent, assign, fromPromise, setup } from 'xstate';
import {
  CONVERSATION_REPORT_MAX_PAGE_SIZE,
  CONVERSATION_REPORT_PAGE_SIZE,
  type ConversationReport,
  type ConversationReportQuery,
} from '../../services/contracts/conversationReport';
import { actorError } from '../shared/apiError';
import { failureText } from '../shared/failureText';
import { commonTexts, text, type TextRef } from '../shared/text';
import { defaultReportRange, rangeReady, type DateRange, type Day } from './reportFilter.rules';

/**
 * The conversation report of one AI connection in one assistant version (spec 01 section 2.2,
 * spec 03): the page opens with the last seven days and reads the first page; changing the
 * dates (once both are valid), the intent, "fallbacks only" or the page reads again; the CSV
 * download reads every matching row (up to the largest page) and hands them to the screen.
 * A link without the connection, company, assistant or version shows why nothing is read.
 * Side effects are actors the screen provides: loadPage, loadAll; and the action saveCsv.
 */

/** What the link names (the query of /conversation-report). */
export type ConversationReportSubject = { aiConnectionId: string; name: string; companyId: string; botId: string; versionId: string };

export type ConversationReportInput = { subject: ConversationReportSubject | null; today: Day; timeZone: string };

export type ConversationReportContext = {
  subject: ConversationReportSubject | null;
  today: Day;
  timeZone: string;
  range: DateRange;
  intent: string | null;
  fallbacksOnly: boolean;
  page: number;
  report: ConversationReport | null;
  error: TextRef | null;
};

export type ConversationReportEvent =
  | { type: 'RANGE_CHANGED'; range: DateRange }
  | { type: 'INTENT_CHOSEN'; intent: string | null }
  | { type: 'FALLBACKS_ONLY'; on: boolean }
  | { type: 'PAGE_CHOSEN'; page: number }
  | { type: 'DOWNLOAD' }
  | { type: 'RETRY' };

export const conversationReportTexts = {
  missingSubject: 'analysis.conversationReport.missingSubject',
  loadFailed: commonTexts.other,
} as const;

const outputOf = <T>(event: unknown) => (event as { output: T }).output;
const failure = ({ event }: { event: unknown }) => ({ error: failureText(actorError(event), conversationReportTexts.loadFailed) });

/** The pages the current filter has (at least one). */
export function pageCount(report: ConversationReport | null): number {
  return Math.max(1, Math.ceil((report?.matching ?? 0) / CONVERSATION_REPORT_PAGE_SIZE));
}

/** The query of one page (or, for the download, of every matching row). */
export function pageQuery(context: ConversationReportContext, all = false): ConversationReportQuery {
  const subject = context.subject!;
  return {
    companyId: subject.companyId,
    aiConnectionId: subject.aiConnectionId,
    botId: subject.botId,
    versionId: subject.versionId,
    startDate: context.range.start ?? '',
    endDate: context.range.end ?? '',
    timeZone: context.timeZone,
    intent: context.intent,
    fallbacksOnly: context.fallbacksOnly,
    page: all ? 0 : context.page,
    pageSize: all ? CONVERSATION_REPORT_MAX_PAGE_SIZE : CONVERSATION_REPORT_PAGE_SIZE,
  };
}

const filterEvents = {
  RANGE_CHANGED: [
    // reenter: a change while a read is under way starts a new read for the new filter.
    { guard: 'rangeReady' as const, target: '#conversationReport.loading', reenter: true, actions: 'setRange' as const },
    { target: '#conversationReport.editing', actions: 'setRange' as const },
  ],
  INTENT_CHOSEN: { guard: 'knownIntent' as const, target: '#conversationReport.loading', reenter: true, actions: 'setIntent' as const },
  FALLBACKS_ONLY: { target: '#conversationReport.loading', reenter: true, actions: 'setFallbacksOnly' as const },
};

export const conversationReportMachine = setup({
  types: {
    input: {} as ConversationReportInput,
    context: {} as ConversationReportContext,
    events: {} as ConversationReportEvent,
  },
  actors: {
    loadPage: fromPromise<ConversationReport, ConversationReportQuery>(async () => {
      throw new Error('loadPage not provided');
    }),
    loadAll: fromPromise<ConversationReport, ConversationReportQuery>(async () => {
      throw new Error('loadAll not provided');
    }),
  },
  guards: {
    hasSubject: ({ context }) => context.subject !== null,
    rangeReady: ({ context, event }) => event.type === 'RANGE_CHANGED' && rangeReady(event.range, context.today),
    // The intent list of the answer (or every intent); an unknown intent changes nothing.
    knownIntent: ({ context, event }) =>
      event.type === 'INTENT_CHOSEN' && event.intent !== context.intent && (event.intent === null || (context.report?.intents ?? []).some((i) => i.intent === event.intent)),
    otherPage: ({ context, event }) => event.type === 'PAGE_CHOSEN' && event.page !== context.page && event.page >= 0 && event.page < pageCount(context.report),
    rangeValid: ({ context }) => rangeReady(context.range, context.today),
    empty: ({ event }) => outputOf<ConversationReport>(event).totals.asked === 0,
  },
  actions: {
    setRange: assign(({ event }) => (assertEvent(event, 'RANGE_CHANGED'), { range: event.range, page: 0, error: null })),
    setIntent: assign(({ event }) => (assertEvent(event, 'INTENT_CHOSEN'), { intent: event.intent, page: 0, error: null })),
    setFallbacksOnly: assign(({ event }) => (assertEvent(event, 'FALLBACKS_ONLY'), { fallbacksOnly: event.on, page: 0, error: null })),
    setPage: assign(({ event }) => (assertEvent(event, 'PAGE_CHOSEN'), { page: event.page, error: null })),
    keepReport: assign(({ event }) => ({ report: outputOf<ConversationReport>(event), error: null })),
    showFailure: assign(failure),
    clearError: assign({ error: null }),
    // Provided by the screen: writes the rows as a CSV file.
    saveCsv: (_, _params: { report: ConversationReport }) => {},
  },
}).createMachine({
  id: 'conversationReport',
  context: ({ input }) => ({
    subject: input.subject,
    today: input.today,
    timeZone: input.timeZone,
    range: defaultReportRange(input.today),
    intent: null,
    fallbacksOnly: false,
    page: 0,
    report: null,
    error: null,
  }),
  initial: 'starting',
  states: {
    starting: { always: [{ guard: 'hasSubject', target: 'loading' }, { target: 'missingSubject' }] },
    /** The link lacks the connection, company, assistant or version. */
    missingSubject: { type: 'final', entry: assign({ error: text(conversationReportTexts.missingSubject) }) },
    /** The dates are incomplete or out of limits: nothing is read until they are valid. */
    editing: {
      on: {
        ...filterEvents,
        // The intent and "fallbacks only" chosen meanwhile are kept for the read the valid dates start.
        INTENT_CHOSEN: { guard: 'knownIntent', actions: 'setIntent' },
        FALLBACKS_ONLY: { actions: 'setFallbacksOnly' },
      },
    },
    loading: {
      on: { ...filterEvents },
      invoke: {
        id: 'loadPage',
        src: 'loadPage',
        input: ({ context }) => pageQuery(context),
        onDone: [
          { guard: 'empty', target: 'empty', actions: 'keepReport' },
          { target: 'shown', actions: 'keepReport' },
        ],
        onError: { target: 'failed', actions: 'showFailure' },
      },
    },
    shown: {
      on: {
        ...filterEvents,
        PAGE_CHOSEN: { guard: 'otherPage', target: 'loading', actions: 'setPage' },
        DOWNLOAD: { target: 'downloading', actions: 'clearError' },
      },
    },
    /** No prediction of this connection in this version within the dates. */
    empty: { on: { ...filterEvents } },
    failed: { on: { ...filterEvents, RETRY: { guard: 'rangeValid', target: 'loading' } } },
    downloading: {
      invoke: {
        id: 'loadAll',
        src: 'loadAll',
        input: ({ context }) => pageQuery(context, true),
        onDone: { target: 'shown', actions: { type: 'saveCsv', params: ({ event }) => ({ report: event.output }) } },
        onError: { target: 'shown', actions: 'showFailure' },
      },
    },
  },
});
