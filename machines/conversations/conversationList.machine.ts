import { assertEvent, assign, fromPromise, setup } from 'xstate';
import {
  CONVERSATION_PAGE_SIZE,
  type CloseAllAnswer,
  type ConversationActionAnswer,
  type ConversationPage,
  type ConversationQuery,
  type ConversationRow,
} from '../../services/contracts/conversations';
import { actorError } from '../shared/apiError';
import { failureText } from '../shared/failureText';
import { commonTexts, type TextRef } from '../shared/text';

/**
 * The Conversations screen (spec 01 sections 2.15, 4, 7, 8, 9): first the user's companies
 * are read and the conversations of one are listed at once (the one the address names when
 * the user belongs to it, else the first), with a company filter to switch; a page of that
 * company's conversations in a date range (default the last 7 days, at most 2 years back),
 * optionally live ones only; Close one or Close All on the page after an irreversible
 * confirmation, then the page is read again; hand an open conversation over to an agent after
 * a confirmation (the row is marked handed over); the CSV of every page of the current filter.
 * Side effects are actors the screen provides: loadCompanies, loadPage, closeConversation,
 * handoverConversation, closeAll, exportCsv.
 */

/** Spec 9: the report's default range and its longest history. */
export const DEFAULT_RANGE_DAYS = 7;
export const MAX_HISTORY_YEARS = 2;

/** A day as YYYY-MM-DD (the date inputs' value). */
export type Day = string;
export type DayRange = { start: Day; end: Day };

/** A company whose conversations the user may read (its IP allowlist lets them in). */
export type CompanyChoice = { id: string; name: string };

/** companyId: the company the address names, shown first when the user belongs to it. */
export type ConversationListInput = { companyId?: string | null; today: Day; range?: DayRange; liveOnly?: boolean; page?: number };

export type ConversationListContext = {
  /** The company asked for by the address (kept until the companies are known). */
  requestedCompanyId: string | null;
  companies: CompanyChoice[];
  /** The company whose conversations are listed; null until the companies are read. */
  companyId: string | null;
  today: Day;
  range: DayRange;
  rangeError: TextRef | null;
  liveOnly: boolean;
  page: number;
  data: ConversationPage | null;
  error: TextRef | null;
  /** The conversation the Close confirmation is about. */
  closingId: string | null;
  /** The conversation the hand over confirmation is about. */
  handoverId: string | null;
};

export type ConversationListEvent =
  | { type: 'COMPANY_CHANGED'; companyId: string }
  | { type: 'PAGE'; page: number }
  | { type: 'LIVE_CHANGED'; value: boolean }
  | { type: 'RANGE_CHANGED'; range: DayRange }
  | { type: 'RETRY' }
  | { type: 'CLOSE'; id: string }
  | { type: 'HAND_OVER'; id: string }
  | { type: 'CLOSE_ALL' }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' }
  | { type: 'DOWNLOAD_CSV' };

export type ToastParams = { kind: 'success' | 'error'; text: TextRef };

export const conversationListTexts = {
  closed: 'conversations.close.done',
  closedAll: 'conversations.closeAll.done',
  handedOver: 'conversations.handover.done',
  closeFailed: 'conversations.errors.closeFailed',
  handoverFailed: 'conversations.errors.handoverFailed',
  closeAllFailed: 'conversations.errors.closeAllFailed',
  csvFailed: 'conversations.errors.csvFailed',
  startAfterEnd: 'conversations.errors.startAfterEnd',
  tooOld: 'conversations.errors.tooOld',
  future: 'conversations.errors.future',
  loadFailed: commonTexts.other,
} as const;

const DAY_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether a value reads as a day (a date input half typed in does not). */
export function isDay(value: string): value is Day {
  return DAY_RE.test(value);
}

function dayParts(day: Day): [number, number, number] {
  const match = DAY_RE.exec(day);
  if (!match) throw new Error(`not a day: ${day}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

function dayOf(date: Date): Day {
  return date.toISOString().slice(0, 10);
}

export function addDays(day: Day, days: number): Day {
  const [y, m, d] = dayParts(day);
  return dayOf(new Date(Date.UTC(y, m - 1, d + days)));
}

/** The earliest day a range may start on: the same day two years back. */
export function earliestDay(today: Day): Day {
  const [y, m, d] = dayParts(today);
  return dayOf(new Date(Date.UTC(y - MAX_HISTORY_YEARS, m - 1, d)));
}

export function defaultRange(today: Day): DayRange {
  return { start: addDays(today, -DEFAULT_RANGE_DAYS), end: today };
}

/** What is wrong with a range, or null: start after end, older than two years, or ending after today. */
export function rangeProblem(range: DayRange, today: Day): TextRef | null {
  if (!isDay(range.start) || !isDay(range.end)) return { key: conversationListTexts.startAfterEnd };
  if (range.start > range.end) return { key: conversationListTexts.startAfterEnd };
  if (range.start < earliestDay(today)) return { key: conversationListTexts.tooOld };
  if (range.end > today) return { key: conversationListTexts.future };
  return null;
}

/** The company listed first: the one asked for when the user belongs to it, else the first of theirs. */
export function firstCompany(companies: readonly CompanyChoice[], requested: string | null): string | null {
  return companies.find((company) => company.id === requested)?.id ?? companies[0]?.id ?? null;
}

/** The server query for the context's filter and page; local day bounds become instants. */
export function queryOf(context: Pick<ConversationListContext, 'companyId' | 'range' | 'liveOnly' | 'page'> & { companyId: string }): ConversationQuery {
  const [sy, sm, sd] = dayParts(context.range.start);
  const [ey, em, ed] = dayParts(context.range.end);
  return {
    companyId: context.companyId,
    startDate: new Date(sy, sm - 1, sd, 0, 0, 0, 0).toISOString(),
    endDate: new Date(ey, em - 1, ed, 23, 59, 59, 999).toISOString(),
    pageSize: CONVERSATION_PAGE_SIZE,
    pageIndex: context.page,
    ...(context.liveOnly ? { isEnded: false } : {}),
  };
}

/** Ids of the open conversations on the shown page (what Close All closes). */
export function openIdsOnPage(data: ConversationPage | null): string[] {
  return (data?.conversations ?? []).filter((row) => row.endDate === null).map((row) => row._id);
}

/**
 * Whether a row on the page can be handed over: the server refuses closed conversations
 * and ones already handed over (server/conversationAnalysis/store.ts handOver).
 */
export function canHandOverRow(row: ConversationRow): boolean {
  return row.endDate === null && !row.isHandedOver;
}

/** Whether the page holds the conversation and it can be handed over. */
export function canHandOver(data: ConversationPage | null, id: string): boolean {
  const row = data?.conversations.find((conversation) => conversation._id === id);
  return row !== undefined && canHandOverRow(row);
}

/** The page with one conversation marked handed over (what the server recorded). */
export function withHandedOver(data: ConversationPage | null, id: string): ConversationPage | null {
  if (data === null) return null;
  return { ...data, conversations: data.conversations.map((row) => (row._id === id ? { ...row, isHandedOver: true } : row)) };
}

/** The context once a company is chosen (every state past loadingCompanies has one). */
function listed(context: ConversationListContext): ConversationListContext & { companyId: string } {
  if (context.companyId === null) throw new Error('No company is chosen yet.');
  return context as ConversationListContext & { companyId: string };
}

const companiesOf = (event: unknown) => (event as { output: CompanyChoice[] }).output;
const pageOf = (event: unknown) => (event as { output: ConversationPage }).output;
const answerOf = (event: unknown) => (event as { output?: ConversationActionAnswer }).output;

/** The error toast of a call that failed (network or HTTP): the shared failure wording. */
const failedToast =
  (key: string) =>
  ({ event }: { event: unknown }): ToastParams => ({ kind: 'error', text: failureText(actorError(event), key) });

/** The error toast of a refused close or hand over: the server's reason when it gave one. */
const refusedToast =
  (key: string) =>
  ({ event }: { event: unknown }): ToastParams => {
    const message = answerOf(event)?.message;
    return { kind: 'error', text: { key, ...(message ? { message } : {}) } };
  };

/**
 * The events that change what is listed, accepted whenever nothing is being changed; while
 * a page loads they start the read again (reenter) with the new filter.
 */
const filterEvents = (reenter: boolean) => ({
  COMPANY_CHANGED: { guard: 'otherCompany' as const, target: '#conversationList.loading', reenter, actions: 'setCompany' as const },
  PAGE: { guard: 'otherPage' as const, target: '#conversationList.loading', reenter, actions: 'setPage' as const },
  LIVE_CHANGED: { target: '#conversationList.loading', reenter, actions: 'setLive' as const },
  RANGE_CHANGED: [{ guard: 'rangeValid' as const, target: '#conversationList.loading', reenter, actions: 'setRange' as const }, { actions: 'showRangeProblem' as const }],
});

export const conversationListMachine = setup({
  types: {
    input: {} as ConversationListInput,
    context: {} as ConversationListContext,
    events: {} as ConversationListEvent,
  },
  actors: {
    loadCompanies: fromPromise<CompanyChoice[], void>(async () => {
      throw new Error('loadCompanies not provided');
    }),
    loadPage: fromPromise<ConversationPage, ConversationQuery>(async () => {
      throw new Error('loadPage not provided');
    }),
    closeConversation: fromPromise<ConversationActionAnswer, { id: string }>(async () => {
      throw new Error('closeConversation not provided');
    }),
    handoverConversation: fromPromise<ConversationActionAnswer, { id: string }>(async () => {
      throw new Error('handoverConversation not provided');
    }),
    closeAll: fromPromise<CloseAllAnswer, { companyId: string; ids: string[] }>(async () => {
      throw new Error('closeAll not provided');
    }),
    exportCsv: fromPromise<void, Omit<ConversationQuery, 'pageIndex'>>(async () => {
      throw new Error('exportCsv not provided');
    }),
  },
  guards: {
    hasCompanies: ({ event }) => companiesOf(event).length > 0,
    otherCompany: ({ context, event }) => event.type === 'COMPANY_CHANGED' && event.companyId !== context.companyId && context.companies.some((c) => c.id === event.companyId),
    otherPage: ({ context, event }) => event.type === 'PAGE' && event.page >= 1 && event.page !== context.page,
    rangeValid: ({ context, event }) => event.type === 'RANGE_CHANGED' && rangeProblem(event.range, context.today) === null,
    hasRows: ({ event }) => pageOf(event).conversations.length > 0,
    // A page past the end (its conversations closed or gone): show the last page instead.
    pastLastPage: ({ event }) => {
      const page = pageOf(event);
      return page.conversations.length === 0 && page.totalPages >= 1 && page.currentPage > page.totalPages;
    },
    succeeded: ({ event }) => answerOf(event)?.success === true,
    canHandOver: ({ context, event }) => event.type === 'HAND_OVER' && canHandOver(context.data, event.id),
    canCloseAll: ({ context }) => context.liveOnly && openIdsOnPage(context.data).length > 0,
  },
  actions: {
    keepCompanies: assign(({ context, event }) => {
      const companies = companiesOf(event);
      return { companies, companyId: firstCompany(companies, context.requestedCompanyId), error: null };
    }),
    showCompaniesFailure: assign(({ event }) => ({ error: failureText(actorError(event), conversationListTexts.loadFailed) })),
    // Another company: its first page, with the date range and live switch kept.
    setCompany: assign(({ event }) => (assertEvent(event, 'COMPANY_CHANGED'), { companyId: event.companyId, page: 1, data: null })),
    setPage: assign(({ event }) => (assertEvent(event, 'PAGE'), { page: event.page })),
    setLive: assign(({ event }) => (assertEvent(event, 'LIVE_CHANGED'), { liveOnly: event.value, page: 1 })),
    setRange: assign(({ event }) => (assertEvent(event, 'RANGE_CHANGED'), { range: event.range, rangeError: null, page: 1 })),
    showRangeProblem: assign(({ context, event }) => (assertEvent(event, 'RANGE_CHANGED'), { rangeError: rangeProblem(event.range, context.today) })),
    keepPage: assign(({ event }) => ({ data: pageOf(event), error: null })),
    goToLastPage: assign(({ event }) => ({ page: pageOf(event).totalPages })),
    showLoadFailure: assign(({ event }) => ({ data: null, error: failureText(actorError(event), conversationListTexts.loadFailed) })),
    setClosing: assign(({ event }) => (assertEvent(event, 'CLOSE'), { closingId: event.id })),
    clearClosing: assign({ closingId: null }),
    setHandover: assign(({ event }) => (assertEvent(event, 'HAND_OVER'), { handoverId: event.id })),
    clearHandover: assign({ handoverId: null }),
    markHandedOver: assign(({ context }) => ({ data: context.handoverId === null ? context.data : withHandedOver(context.data, context.handoverId) })),
    // Provided by the app (a toast of spec 9):
    showToast: (_, _params: ToastParams) => {},
  },
}).createMachine({
  id: 'conversationList',
  initial: 'loadingCompanies',
  context: ({ input }) => {
    const range = input.range && rangeProblem(input.range, input.today) === null ? input.range : defaultRange(input.today);
    return {
      requestedCompanyId: input.companyId ?? null,
      companies: [],
      companyId: null,
      today: input.today,
      range,
      rangeError: null,
      liveOnly: input.liveOnly ?? false,
      page: input.page !== undefined && Number.isInteger(input.page) && input.page >= 1 ? input.page : 1,
      data: null,
      error: null,
      closingId: null,
      handoverId: null,
    };
  },
  states: {
    loadingCompanies: {
      invoke: {
        id: 'loadCompanies',
        src: 'loadCompanies',
        onDone: [
          { guard: 'hasCompanies', target: 'loading', actions: 'keepCompanies' },
          { target: 'noCompany', actions: 'keepCompanies' },
        ],
        onError: { target: 'companiesFailed', actions: 'showCompaniesFailure' },
      },
    },
    companiesFailed: { on: { RETRY: { target: 'loadingCompanies' } } },
    /** The user belongs to no company they may read: nothing to list. */
    noCompany: {},
    loading: {
      on: filterEvents(true),
      invoke: {
        id: 'loadPage',
        src: 'loadPage',
        input: ({ context }) => queryOf(listed(context)),
        onDone: [
          { guard: 'pastLastPage', target: 'loading', reenter: true, actions: 'goToLastPage' },
          { guard: 'hasRows', target: 'list', actions: 'keepPage' },
          { target: 'empty', actions: 'keepPage' },
        ],
        onError: { target: 'error', actions: 'showLoadFailure' },
      },
    },
    list: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            ...filterEvents(false),
            CLOSE: { target: 'confirmingClose', actions: 'setClosing' },
            HAND_OVER: { guard: 'canHandOver', target: 'confirmingHandover', actions: 'setHandover' },
            CLOSE_ALL: { guard: 'canCloseAll', target: 'confirmingCloseAll' },
            DOWNLOAD_CSV: 'downloading',
          },
        },
        confirmingClose: {
          on: {
            CONFIRM: 'closing',
            CANCEL: { target: 'idle', actions: 'clearClosing' },
          },
        },
        closing: {
          invoke: {
            id: 'closeConversation',
            src: 'closeConversation',
            input: ({ context }) => ({ id: context.closingId ?? '' }),
            onDone: [
              {
                guard: 'succeeded',
                target: '#conversationList.loading',
                actions: [{ type: 'showToast', params: { kind: 'success', text: { key: conversationListTexts.closed } } }, 'clearClosing'],
              },
              {
                target: 'idle',
                actions: [{ type: 'showToast', params: refusedToast(conversationListTexts.closeFailed) }, 'clearClosing'],
              },
            ],
            onError: {
              target: 'idle',
              actions: [{ type: 'showToast', params: failedToast(conversationListTexts.closeFailed) }, 'clearClosing'],
            },
          },
        },
        confirmingHandover: {
          on: {
            CONFIRM: 'handingOver',
            CANCEL: { target: 'idle', actions: 'clearHandover' },
          },
        },
        handingOver: {
          invoke: {
            id: 'handoverConversation',
            src: 'handoverConversation',
            input: ({ context }) => ({ id: context.handoverId ?? '' }),
            onDone: [
              {
                guard: 'succeeded',
                target: 'idle',
                actions: ['markHandedOver', { type: 'showToast', params: { kind: 'success', text: { key: conversationListTexts.handedOver } } }, 'clearHandover'],
              },
              {
                // Refused: the conversation was closed or handed over meanwhile; the page is
                // read again so its row shows what the server has.
                target: '#conversationList.loading',
                actions: [{ type: 'showToast', params: refusedToast(conversationListTexts.handoverFailed) }, 'clearHandover'],
              },
            ],
            onError: {
              target: 'idle',
              actions: [{ type: 'showToast', params: failedToast(conversationListTexts.handoverFailed) }, 'clearHandover'],
            },
          },
        },
        confirmingCloseAll: {
          on: { CONFIRM: 'closingAll', CANCEL: 'idle' },
        },
        closingAll: {
          invoke: {
            id: 'closeAll',
            src: 'closeAll',
            input: ({ context }) => ({ companyId: listed(context).companyId, ids: openIdsOnPage(context.data) }),
            onDone: {
              target: '#conversationList.loading',
              actions: { type: 'showToast', params: { kind: 'success', text: { key: conversationListTexts.closedAll } } },
            },
            onError: {
              target: 'idle',
              actions: { type: 'showToast', params: failedToast(conversationListTexts.closeAllFailed) },
            },
          },
        },
        downloading: {
          invoke: {
            id: 'exportCsv',
            src: 'exportCsv',
            input: ({ context }) => {
              const { pageIndex: _page, ...query } = queryOf(listed(context));
              return query;
            },
            onDone: 'idle',
            onError: {
              target: 'idle',
              actions: { type: 'showToast', params: failedToast(conversationListTexts.csvFailed) },
            },
          },
        },
      },
    },
    empty: { on: filterEvents(false) },
    error: { on: { ...filterEvents(false), RETRY: 'loading' } },
  },
});
