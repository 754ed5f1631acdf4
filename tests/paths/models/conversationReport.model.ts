import type { ConversationReport } from '../../../services/contracts/conversationReport';
import { conversationReportMachine, type ConversationReportContext } from '../../../machines/analysis/conversationReport.machine';
import { serializeWith, type CatalogueEntry } from '../model';
import { done, failed, httpFailure, networkFailure } from './fixtures';

export const TODAY = '2026-11-23';
export const TIME_ZONE = 'Europe/Istanbul';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
export const subject = { aiConnectionId: id(41), name: 'Orders NLU', companyId: id(1), botId: id(21), versionId: id(31) };

/** Sixty classified messages: three pages. */
export function classified(overrides: Partial<ConversationReport> = {}): ConversationReport {
  return {
    totals: { asked: 60, recognised: 50, fallbacks: 9, errors: 1 },
    intents: [
      { intent: 'greeting', count: 30 },
      { intent: 'order status', count: 20 },
    ],
    matching: 60,
    rows: [
      { id: id(101), conversationId: id(201), text: 'where is my parcel', intent: 'order status', confidence: 0.91, outcome: 'recognised', date: '2026-11-22T09:00:00.000Z' },
      { id: id(102), conversationId: id(202), text: 'xq zzv', intent: null, confidence: 0.1, outcome: 'fallback', date: '2026-11-22T08:00:00.000Z' },
    ],
    ...overrides,
  };
}
export const nothingAsked: ConversationReport = { totals: { asked: 0, recognised: 0, fallbacks: 0, errors: 0 }, intents: [], matching: 0, rows: [] };

const serialize = serializeWith(({ context }) => {
  const c = context as ConversationReportContext;
  return [c.subject === null, c.range, c.intent, c.fallbacksOnly, c.page, c.report?.matching ?? null, c.error?.key ?? null];
});

const input = { subject, today: TODAY, timeZone: TIME_ZONE };
const read = done('loadPage', classified());

export const conversationReportModel: CatalogueEntry = {
  machine: conversationReportMachine,
  appActions: ['saveCsv'],
  scenarios: [
    { name: 'a link without its connection, company, assistant or version', input: { subject: null, today: TODAY, timeZone: TIME_ZONE }, events: [] },
    {
      name: 'the last seven days: rows, none, or a failure and retry',
      input,
      events: [
        read,
        done('loadPage', nothingAsked),
        failed('loadPage', httpFailure(404, { message: 'This AI connection is not one of the company’s.' })),
        failed('loadPage', networkFailure),
        { type: 'RETRY' },
      ],
    },
    {
      name: 'narrow by intent, fallbacks only and dates; the dates read only when valid',
      input,
      events: [
        read,
        { type: 'INTENT_CHOSEN', intent: 'greeting' },
        { type: 'INTENT_CHOSEN', intent: 'unknown' },
        { type: 'INTENT_CHOSEN', intent: null },
        { type: 'FALLBACKS_ONLY', on: true },
        { type: 'RANGE_CHANGED', range: { start: '2026-11-01', end: TODAY } },
        { type: 'RANGE_CHANGED', range: { start: TODAY, end: '2026-11-01' } },
        { type: 'RANGE_CHANGED', range: { start: null, end: TODAY } },
        { type: 'RANGE_CHANGED', range: { start: '2020-01-01', end: TODAY } },
      ],
    },
    {
      name: 'narrow the report after it found nothing or failed',
      input,
      events: [
        read,
        done('loadPage', nothingAsked),
        failed('loadPage', networkFailure),
        { type: 'INTENT_CHOSEN', intent: 'greeting' },
        { type: 'INTENT_CHOSEN', intent: null },
        { type: 'FALLBACKS_ONLY', on: true },
        { type: 'RANGE_CHANGED', range: { start: '2026-11-01', end: TODAY } },
        { type: 'RANGE_CHANGED', range: { start: TODAY, end: '2026-11-01' } },
      ],
    },
    {
      name: 'page through the rows and download them as CSV',
      input,
      events: [
        read,
        { type: 'PAGE_CHOSEN', page: 1 },
        { type: 'PAGE_CHOSEN', page: 0 },
        { type: 'PAGE_CHOSEN', page: 3 },
        { type: 'DOWNLOAD' },
        done('loadAll', classified()),
        failed('loadAll', httpFailure(500)),
      ],
    },
  ],
  serialize,
};
