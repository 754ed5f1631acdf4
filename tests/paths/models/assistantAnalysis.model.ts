import { assistantAnalysisMachine, type AssistantAnalysisContext } from '../../../machines/analysis/assistantAnalysis.machine';
import type { AssistantAnalysis } from '../../../services/contracts/assistantAnalysis';
import { serializeWith, type CatalogueEntry } from '../model';
import { done, failed, httpFailure, networkFailure } from './fixtures';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const ids = { bot: id(1), v1: id(2), v2: id(3), other: id(9) };
const TODAY = '2026-11-23';

const zeros = { conversations: 0, endedConversations: 0, liveConversations: 0, messages: 0, averageMessages: null, predictions: 0, fallbacks: 0, fallbackRate: null };
const figures = (conversations: number): AssistantAnalysis => ({
  assistant: { id: ids.bot, name: 'Orders', companyId: id(7) },
  versions: [
    { id: ids.v2, name: 'Second' },
    { id: ids.v1, name: 'First' },
  ],
  totals: { ...zeros, conversations, endedConversations: conversations },
  daily: [],
  messageDistribution: [],
  votes: { count: 0, average: null, distribution: [] },
  modules: [],
});

const events = [
  { type: 'RETRY' },
  { type: 'RANGE_CHANGED', range: { start: '2026-11-01', end: '2026-11-10' } },
  { type: 'RANGE_CHANGED', range: { start: '2026-11-10', end: '2026-11-01' } },
  { type: 'RANGE_CHANGED', range: { start: '2026-11-01', end: '2026-11-30' } },
  { type: 'RANGE_CHANGED', range: { start: '2020-01-01', end: '2026-11-01' } },
  { type: 'VERSION_CHOSEN', versionId: ids.v1 },
  { type: 'VERSION_CHOSEN', versionId: null },
  { type: 'VERSION_CHOSEN', versionId: ids.other },
  done('loadAnalysis', figures(4)),
  done('loadAnalysis', figures(0)),
  failed('loadAnalysis', httpFailure(404, { message: 'This assistant does not exist.' })),
  failed('loadAnalysis', networkFailure),
];

export const assistantAnalysisModel: CatalogueEntry = {
  machine: assistantAnalysisMachine,
  appActions: [],
  scenarios: [
    { name: 'a member opens the analysis of all versions of an assistant', input: { botId: ids.bot, versionId: null, today: TODAY, timeZone: 'Europe/Istanbul' }, events },
    { name: 'a member opens the analysis of one version', input: { botId: ids.bot, versionId: ids.v2, today: TODAY, timeZone: 'UTC' }, events },
  ],
  // What changes what the page accepts next: the version, the range, and whether the versions are known.
  serialize: serializeWith(({ context }) => {
    const c = context as AssistantAnalysisContext;
    return [c.versionId, c.range.start, c.range.end, c.analysis === null];
  }),
};
