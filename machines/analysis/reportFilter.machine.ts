import { assertEvent, assign, fromPromise, not, setup } from 'xstate';
import type { AiReport, AiReportQuery } from '../../services/contracts/analysis';
import { actorError } from '../shared/apiError';
import { failureText } from '../shared/failureText';
import { commonTexts, type TextRef } from '../shared/text';
import {
  allKnown,
  defaultReportRange,
  emptySelection,
  keepKnown,
  NO_ADMIN_PATH,
  rangeReady,
  reportAiConnections,
  reportChannels,
  reportEmpty,
  reportQuery,
  type DateRange,
  type Day,
  type ReportCompany,
  type ReportOptions,
  type ReportSelection,
  type ReportVersion,
} from './reportFilter.rules';

/**
 * The AI reporting filter and its figures (spec 01 sections 2.16, 3, 4, 5 and 8): the
 * companies where the user is ADMIN are read (none: the error page says so); choosing one
 * reads its channels, assistants and AI connections (the excluded types left out) and resets
 * the filter and the date range (last 7 days); choosing assistants reads their versions;
 * Generate (a company, both dates, start not after end, nothing loading) reads the figures;
 * any change of the selection hides them until Generate again. Side effects are actors the
 * screen provides: loadCompanies, loadOptions, loadVersions, loadReport.
 */

export type ReportFilterInput = { today: Day; timeZone: string };

export type ReportFilterContext = {
  today: Day;
  timeZone: string;
  companies: ReportCompany[];
  companyId: string | null;
  options: ReportOptions;
  versions: ReportVersion[];
  range: DateRange;
  selection: ReportSelection;
  report: AiReport | null;
  error: TextRef | null;
};

export type ReportFilterEvent =
  | { type: 'COMPANY_CHOSEN'; companyId: string }
  | { type: 'RANGE_CHANGED'; range: DateRange }
  | { type: 'CHANNELS_CHOSEN'; ids: string[] }
  | { type: 'ASSISTANTS_CHOSEN'; ids: string[] }
  | { type: 'VERSIONS_CHOSEN'; ids: string[] }
  | { type: 'AI_CONNECTIONS_CHOSEN'; ids: string[] }
  | { type: 'GENERATE' }
  | { type: 'RETRY' };

export const reportFilterTexts = {
  noDataTitle: 'analysis.report.noDataTitle',
  noDataText: 'analysis.report.noDataText',
  subBots: 'analysis.report.subBots',
  loadFailed: commonTexts.other,
} as const;

/** Spec 4: Generate is enabled with a company, both dates, start not after end, and nothing loading. */
export function canGenerate(context: Pick<ReportFilterContext, 'companyId' | 'range' | 'today'>, loading: boolean): boolean {
  return context.companyId !== null && rangeReady(context.range, context.today) && !loading;
}

const outputOf = <T>(event: unknown) => (event as { output: T }).output;
const failure = ({ event }: { event: unknown }) => ({ error: failureText(actorError(event), reportFilterTexts.loadFailed) });

/** The events that change the selection; each hides the figures until Generate again. */
const selectionEvents = {
  RANGE_CHANGED: { target: '#reportFilter.ready.editing', actions: 'setRange' as const },
  CHANNELS_CHOSEN: { guard: 'knownChannels' as const, target: '#reportFilter.ready.editing', actions: 'setChannels' as const },
  ASSISTANTS_CHOSEN: { guard: 'knownAssistants' as const, target: '#reportFilter.ready.loadingVersions', actions: 'setAssistants' as const },
  VERSIONS_CHOSEN: { guard: 'knownVersions' as const, target: '#reportFilter.ready.editing', actions: 'setVersions' as const },
  AI_CONNECTIONS_CHOSEN: { guard: 'knownAiConnections' as const, target: '#reportFilter.ready.editing', actions: 'setAiConnections' as const },
};

const companyChosen = { guard: 'otherCompany' as const, target: '#reportFilter.loadingOptions', actions: 'setCompany' as const };

export const reportFilterMachine = setup({
  types: {
    input: {} as ReportFilterInput,
    context: {} as ReportFilterContext,
    events: {} as ReportFilterEvent,
  },
  actors: {
    loadCompanies: fromPromise<ReportCompany[], void>(async () => {
      throw new Error('loadCompanies not provided');
    }),
    loadOptions: fromPromise<ReportOptions, { companyId: string }>(async () => {
      throw new Error('loadOptions not provided');
    }),
    loadVersions: fromPromise<ReportVersion[], { botIds: string[] }>(async () => {
      throw new Error('loadVersions not provided');
    }),
    loadReport: fromPromise<AiReport, AiReportQuery>(async () => {
      throw new Error('loadReport not provided');
    }),
  },
  guards: {
    hasCompanies: ({ event }) => outputOf<ReportCompany[]>(event).length > 0,
    otherCompany: ({ context, event }) => event.type === 'COMPANY_CHOSEN' && event.companyId !== context.companyId && context.companies.some((c) => c.id === event.companyId),
    knownChannels: ({ context, event }) => event.type === 'CHANNELS_CHOSEN' && allKnown(event.ids, context.options.channels),
    knownAssistants: ({ context, event }) => event.type === 'ASSISTANTS_CHOSEN' && allKnown(event.ids, context.options.assistants),
    knownVersions: ({ context, event }) => event.type === 'VERSIONS_CHOSEN' && allKnown(event.ids, context.versions),
    knownAiConnections: ({ context, event }) => event.type === 'AI_CONNECTIONS_CHOSEN' && allKnown(event.ids, context.options.aiConnections),
    canGenerate: ({ context }) => canGenerate(context, false),
    hasAssistants: ({ context }) => context.selection.botIds.length > 0,
    subBotsOnly: ({ event }) => outputOf<AiReport>(event).subBotsOnly,
    empty: ({ event }) => reportEmpty(outputOf<AiReport>(event)),
  },
  actions: {
    keepCompanies: assign(({ event }) => ({ companies: outputOf<ReportCompany[]>(event), error: null })),
    showFailure: assign(failure),
    // Another company: its own lists, an empty filter and the default range.
    setCompany: assign(({ context, event }) => {
      assertEvent(event, 'COMPANY_CHOSEN');
      return {
        companyId: event.companyId,
        options: { channels: [], assistants: [], aiConnections: [] },
        versions: [],
        selection: emptySelection(),
        range: defaultReportRange(context.today),
        report: null,
        error: null,
      };
    }),
    keepOptions: assign(({ event }) => {
      const options = outputOf<ReportOptions>(event);
      return { options: { channels: reportChannels(options.channels), assistants: options.assistants, aiConnections: reportAiConnections(options.aiConnections) }, error: null };
    }),
    setRange: assign(({ event }) => (assertEvent(event, 'RANGE_CHANGED'), { range: event.range, report: null, error: null })),
    setChannels: assign(({ context, event }) => (assertEvent(event, 'CHANNELS_CHOSEN'), { selection: { ...context.selection, channelIds: event.ids }, report: null, error: null })),
    setAssistants: assign(({ context, event }) => (assertEvent(event, 'ASSISTANTS_CHOSEN'), { selection: { ...context.selection, botIds: event.ids }, report: null, error: null })),
    setVersions: assign(({ context, event }) => (assertEvent(event, 'VERSIONS_CHOSEN'), { selection: { ...context.selection, versionIds: event.ids }, report: null, error: null })),
    setAiConnections: assign(
      ({ context, event }) => (assertEvent(event, 'AI_CONNECTIONS_CHOSEN'), { selection: { ...context.selection, aiConnectionIds: event.ids }, report: null, error: null }),
    ),
    // The versions of the chosen assistants; chosen versions of other assistants are dropped.
    keepVersions: assign(({ context, event }) => {
      const versions = outputOf<ReportVersion[]>(event).filter((v) => context.selection.botIds.includes(v.botId));
      return { versions, selection: { ...context.selection, versionIds: keepKnown(context.selection.versionIds, versions) } };
    }),
    clearVersions: assign(({ context }) => ({ versions: [], selection: { ...context.selection, versionIds: [] } })),
    keepReport: assign(({ event }) => ({ report: outputOf<AiReport>(event), error: null })),
    clearReport: assign({ report: null, error: null }),
    // Provided by the app: leave for another route (spec 8: no admin access).
    goTo: (_, _params: { path: string }) => {},
  },
}).createMachine({
  id: 'reportFilter',
  initial: 'loadingCompanies',
  context: ({ input }) => ({
    today: input.today,
    timeZone: input.timeZone,
    companies: [],
    companyId: null,
    options: { channels: [], assistants: [], aiConnections: [] },
    versions: [],
    range: defaultReportRange(input.today),
    selection: emptySelection(),
    report: null,
    error: null,
  }),
  states: {
    loadingCompanies: {
      invoke: {
        id: 'loadCompanies',
        src: 'loadCompanies',
        onDone: [{ guard: 'hasCompanies', target: 'choosingCompany', actions: 'keepCompanies' }, { target: 'noAdminAccess' }],
        onError: { target: 'companiesFailed', actions: 'showFailure' },
      },
    },
    companiesFailed: { on: { RETRY: 'loadingCompanies' } },
    /** Spec 8: ADMIN on no company; the app shows the error page. */
    noAdminAccess: { type: 'final', entry: { type: 'goTo', params: { path: NO_ADMIN_PATH } } },
    choosingCompany: { on: { COMPANY_CHOSEN: companyChosen } },
    loadingOptions: {
      on: { COMPANY_CHOSEN: { ...companyChosen, reenter: true } },
      invoke: {
        id: 'loadOptions',
        src: 'loadOptions',
        input: ({ context }) => ({ companyId: context.companyId ?? '' }),
        onDone: { target: 'ready', actions: 'keepOptions' },
        onError: { target: 'optionsFailed', actions: 'showFailure' },
      },
    },
    optionsFailed: { on: { RETRY: 'loadingOptions', COMPANY_CHOSEN: companyChosen } },
    ready: {
      initial: 'editing',
      on: { COMPANY_CHOSEN: companyChosen, ...selectionEvents },
      states: {
        /** The filter without figures: Generate shows them. */
        editing: { on: { GENERATE: { guard: 'canGenerate', target: 'generating' } } },
        loadingVersions: {
          always: { guard: not('hasAssistants'), target: 'editing', actions: 'clearVersions' },
          // While the versions load, the other choices are kept in place; versions wait for the list.
          on: {
            ASSISTANTS_CHOSEN: { ...selectionEvents.ASSISTANTS_CHOSEN, reenter: true },
            RANGE_CHANGED: { actions: 'setRange' },
            CHANNELS_CHOSEN: { guard: 'knownChannels', actions: 'setChannels' },
            AI_CONNECTIONS_CHOSEN: { guard: 'knownAiConnections', actions: 'setAiConnections' },
            VERSIONS_CHOSEN: { guard: 'knownVersions', actions: 'setVersions' },
          },
          invoke: {
            id: 'loadVersions',
            src: 'loadVersions',
            input: ({ context }) => ({ botIds: context.selection.botIds }),
            onDone: { target: 'editing', actions: 'keepVersions' },
            onError: { target: 'editing', actions: ['clearVersions', 'showFailure'] },
          },
        },
        generating: {
          entry: 'clearReport',
          invoke: {
            id: 'loadReport',
            src: 'loadReport',
            input: ({ context }) =>
              reportQuery({
                companyId: context.companyId ?? '',
                range: { start: context.range.start ?? '', end: context.range.end ?? '' },
                timeZone: context.timeZone,
                selection: context.selection,
              }),
            onDone: [
              { guard: 'subBotsOnly', target: 'subBots', actions: 'keepReport' },
              { guard: 'empty', target: 'noData', actions: 'keepReport' },
              { target: 'figures', actions: 'keepReport' },
            ],
            onError: { target: 'failed', actions: 'showFailure' },
          },
        },
        figures: { on: { GENERATE: { guard: 'canGenerate', target: 'generating' } } },
        /** "No Data" / "No data available for the selected date range." */
        noData: { on: { GENERATE: { guard: 'canGenerate', target: 'generating' } } },
        /** "No data available for sub bots. You can select a main bot to see data." */
        subBots: { on: { GENERATE: { guard: 'canGenerate', target: 'generating' } } },
        failed: { on: { RETRY: 'generating', GENERATE: { guard: 'canGenerate', target: 'generating' } } },
      },
    },
  },
});
