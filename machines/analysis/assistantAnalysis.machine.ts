import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { ASSISTANT_ANALYSIS_DEFAULT_DAYS, analysisEmpty, type AssistantAnalysis, type AssistantAnalysisQuery } from '../../services/contracts/assistantAnalysis';
import { actorError } from '../shared/apiError';
import { failureText } from '../shared/failureText';
import { commonTexts, type TextRef } from '../shared/text';
import { addDays, earliestReportDay, isDay, type Day } from './reportFilter.rules';

/**
 * One assistant's analysis (/assistant-analyze, spec 01 sections 2.2 and 2.17): its figures
 * for the last 30 days (in the browser's time zone) of the version in the address, or of all
 * versions, are read at once; a range (both days, start not after end, within two years back
 * and today) or another version reads them again, also while a reading is under way (that
 * reading is dropped). A failure can be retried. Side effect: loadAnalysis.
 */

export type AssistantAnalysisInput = { botId: string; versionId: string | null; today: Day; timeZone: string };
export type AnalysisRange = { start: Day; end: Day };

export type AssistantAnalysisContext = {
  botId: string;
  versionId: string | null;
  today: Day;
  timeZone: string;
  range: AnalysisRange;
  analysis: AssistantAnalysis | null;
  error: TextRef | null;
};

export type AssistantAnalysisEvent = { type: 'RANGE_CHANGED'; range: AnalysisRange } | { type: 'VERSION_CHOSEN'; versionId: string | null } | { type: 'RETRY' };

export const assistantAnalysisTexts = {
  loadFailed: commonTexts.other,
} as const;

/** The last 30 days up to today. */
export const defaultAnalysisRange = (today: Day): AnalysisRange => ({ start: addDays(today, 1 - ASSISTANT_ANALYSIS_DEFAULT_DAYS), end: today });

/** A range the server takes: two days, start not after end, not before two years back, not after today. */
export function analysisRangeValid(range: AnalysisRange, today: Day): boolean {
  return isDay(range.start) && isDay(range.end) && range.start <= range.end && range.end <= today && range.start >= earliestReportDay(today);
}

/** What the machine asks the server. */
export const analysisQuery = (context: Pick<AssistantAnalysisContext, 'botId' | 'versionId' | 'range' | 'timeZone'>): AssistantAnalysisQuery => ({
  botId: context.botId,
  ...(context.versionId ? { versionId: context.versionId } : {}),
  startDate: context.range.start,
  endDate: context.range.end,
  timeZone: context.timeZone,
});

const outputOf = <T>(event: unknown) => (event as { output: T }).output;

const changes = {
  RANGE_CHANGED: { guard: 'validRange' as const, target: '#assistantAnalysis.loading', reenter: true, actions: 'setRange' as const },
  VERSION_CHOSEN: { guard: 'otherVersion' as const, target: '#assistantAnalysis.loading', reenter: true, actions: 'setVersion' as const },
};

export const assistantAnalysisMachine = setup({
  types: {
    input: {} as AssistantAnalysisInput,
    context: {} as AssistantAnalysisContext,
    events: {} as AssistantAnalysisEvent,
  },
  actors: {
    loadAnalysis: fromPromise<AssistantAnalysis, AssistantAnalysisQuery>(async () => {
      throw new Error('loadAnalysis not provided');
    }),
  },
  guards: {
    validRange: ({ context, event }) => event.type === 'RANGE_CHANGED' && analysisRangeValid(event.range, context.today),
    // Another version of the assistant (null: all versions); before the first answer any id is taken, the server checks it.
    otherVersion: ({ context, event }) =>
      event.type === 'VERSION_CHOSEN' &&
      event.versionId !== context.versionId &&
      (event.versionId === null || context.analysis === null || context.analysis.versions.some((v) => v.id === event.versionId)),
    empty: ({ event }) => analysisEmpty(outputOf<AssistantAnalysis>(event)),
  },
  actions: {
    setRange: assign(({ event }) => (assertEvent(event, 'RANGE_CHANGED'), { range: event.range, error: null })),
    setVersion: assign(({ event }) => (assertEvent(event, 'VERSION_CHOSEN'), { versionId: event.versionId, error: null })),
    keepAnalysis: assign(({ event }) => ({ analysis: outputOf<AssistantAnalysis>(event), error: null })),
    showFailure: assign(({ event }) => ({ error: failureText(actorError(event), assistantAnalysisTexts.loadFailed) })),
  },
}).createMachine({
  id: 'assistantAnalysis',
  initial: 'loading',
  context: ({ input }) => ({
    botId: input.botId,
    versionId: input.versionId,
    today: input.today,
    timeZone: input.timeZone,
    range: defaultAnalysisRange(input.today),
    analysis: null,
    error: null,
  }),
  on: changes,
  states: {
    /** The figures of the range and version are read; the previous ones stay shown meanwhile. */
    loading: {
      invoke: {
        id: 'loadAnalysis',
        src: 'loadAnalysis',
        input: ({ context }) => analysisQuery(context),
        onDone: [
          { guard: 'empty', target: 'empty', actions: 'keepAnalysis' },
          { target: 'loaded', actions: 'keepAnalysis' },
        ],
        onError: { target: 'failed', actions: 'showFailure' },
      },
    },
    loaded: {},
    /** No conversation in the range. */
    empty: {},
    failed: { on: { RETRY: 'loading' } },
  },
});
