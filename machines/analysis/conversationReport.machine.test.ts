import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { conversationReportMachine, conversationReportTexts, pageCount, pageQuery, type ConversationReportContext } from './conversationReport.machine';
import { defaultReportRange, rangeReady } from './reportFilter.rules';
import { CONVERSATION_REPORT_MAX_PAGE_SIZE, CONVERSATION_REPORT_PAGE_SIZE } from '../../services/contracts/conversationReport';
import { classified, conversationReportModel, nothingAsked, subject, TIME_ZONE, TODAY } from '../../tests/paths/models/conversationReport.model';
import { assertFullCoverage } from '../../tests/paths/coverage';
import { replayPath, type Driver, type StateChecks } from '../../tests/paths/driver';
import { expectedFailure } from '../../tests/paths/expectedFailure';
import { commonTexts } from '../shared/text';
import { guardedPaths } from '../../tests/paths/model';

const { paths, failure: generationFailure } = guardedPaths(conversationReportModel);
const ctx = (d: Driver) => d.snapshot().context as ConversationReportContext;
const errorOf = (event: unknown) => (event as { error?: unknown }).error;
const can = (d: Driver, event: Parameters<Driver['actor']['send']>[0]) => d.snapshot().can(event);
type Step = Parameters<StateChecks[string]>[1];

/** The query of the report's filter as the server is to read it, written out field by field. */
const expectedQuery = (c: ConversationReportContext, all = false) => ({
  companyId: subject.companyId,
  aiConnectionId: subject.aiConnectionId,
  botId: subject.botId,
  versionId: subject.versionId,
  startDate: c.range.start,
  endDate: c.range.end,
  timeZone: TIME_ZONE,
  intent: c.intent,
  fallbacksOnly: c.fallbacksOnly,
  page: all ? 0 : c.page,
  pageSize: all ? CONVERSATION_REPORT_MAX_PAGE_SIZE : CONVERSATION_REPORT_PAGE_SIZE,
});

/** A change of the filter starts on the first page with no error shown; the filter holds what was chosen. */
function expectFilterChange(d: Driver, step: Step) {
  const c = ctx(d);
  const event = step.event as { type: string; range?: unknown; intent?: unknown; on?: unknown; page?: number };
  if (event.type === 'RANGE_CHANGED') expect(c.range).toEqual(event.range);
  if (event.type === 'INTENT_CHOSEN') expect(c.intent).toBe(event.intent);
  if (event.type === 'FALLBACKS_ONLY') expect(c.fallbacksOnly).toBe(event.on);
  if (['RANGE_CHANGED', 'INTENT_CHOSEN', 'FALLBACKS_ONLY'].includes(event.type)) {
    expect(c.page).toBe(0);
    expect(c.error).toBeNull();
  }
  if (event.type === 'PAGE_CHOSEN') {
    expect(c.page).toBe(event.page);
    expect(c.error).toBeNull();
  }
}

const checks: StateChecks = {
  missingSubject: (d) => {
    expect(ctx(d).error).toEqual({ key: conversationReportTexts.missingSubject });
    expect(d.snapshot().status).toBe('done');
    expect(d.invocations.loadPage ?? []).toEqual([]);
  },
  editing: (d, step) => {
    // Dates that cannot be read: nothing is asked until they can.
    expect(rangeReady(ctx(d).range, ctx(d).today)).toBe(false);
    expectFilterChange(d, step);
  },
  loading: (d, step) => {
    const c = ctx(d);
    const asked = (d.invocations.loadPage ?? []).at(-1);
    expect(asked).toEqual(pageQuery(c));
    expect(asked).toEqual(expectedQuery(c));
    // Only valid dates are ever read.
    expect(rangeReady(c.range, TODAY)).toBe(true);
    expectFilterChange(d, step);
    // The page opens on the last seven days, every intent, all messages, the first page.
    if (step.event.type === 'xstate.init')
      expect(c).toEqual({ subject, today: TODAY, timeZone: TIME_ZONE, range: defaultReportRange(TODAY), intent: null, fallbacksOnly: false, page: 0, report: null, error: null });
  },
  shown: (d, step) => {
    const c = ctx(d);
    expect(c.report?.totals.asked).toBeGreaterThan(0);
    expect(c.page).toBeLessThan(pageCount(c.report));
    expect(can(d, { type: 'DOWNLOAD' })).toBe(true);
    if (step.event.type === 'xstate.done.actor.loadPage') {
      expect(c.report).toEqual((step.event as { output?: unknown }).output);
      expect(c.error).toBeNull();
    }
    if (step.event.type === 'xstate.done.actor.loadAll') {
      // The rows of every page go to the CSV file.
      expect(d.lastCalls()).toEqual([{ type: 'saveCsv', params: { report: classified() } }]);
      expect(c.error).toBeNull();
    } else expect(d.lastCalls()).toEqual([]);
    if (step.event.type === 'xstate.error.actor.loadAll') expect(c.error).toEqual({ key: commonTexts.internet });
    // Only another page of those the filter has can be chosen; the same intent again reads nothing.
    for (const page of [-1, c.page, pageCount(c.report)]) expect(can(d, { type: 'PAGE_CHOSEN', page })).toBe(false);
    for (const page of [0, 1, 2].filter((p) => p !== c.page)) expect(can(d, { type: 'PAGE_CHOSEN', page })).toBe(true);
    expect(can(d, { type: 'INTENT_CHOSEN', intent: c.intent })).toBe(false);
    expect(can(d, { type: 'INTENT_CHOSEN', intent: 'order status' })).toBe(c.intent !== 'order status');
    expect(can(d, { type: 'INTENT_CHOSEN', intent: 'unknown' })).toBe(false);
  },
  empty: (d) => {
    expect(ctx(d).report).toEqual(nothingAsked);
    expect(ctx(d).error).toBeNull();
    expect(can(d, { type: 'DOWNLOAD' })).toBe(false);
    expect(can(d, { type: 'PAGE_CHOSEN', page: 1 })).toBe(false);
    // No intent of the empty answer can be chosen; every intent again can, when one was chosen.
    expect(can(d, { type: 'INTENT_CHOSEN', intent: 'greeting' })).toBe(false);
    expect(can(d, { type: 'INTENT_CHOSEN', intent: null })).toBe(ctx(d).intent !== null);
  },
  failed: (d, step) => {
    expect(ctx(d).error).toEqual(expectedFailure(errorOf(step.event), conversationReportTexts.loadFailed));
  },
  downloading: (d) => {
    const c = ctx(d);
    expect((d.invocations.loadAll ?? []).at(-1)).toEqual(pageQuery(c, true));
    expect((d.invocations.loadAll ?? []).at(-1)).toEqual(expectedQuery(c, true));
    expect(c.error).toBeNull();
  },
};

describe('conversationReportMachine paths', () => {
  it('are generated from the model', () => {
    expect(generationFailure).toBeUndefined();
    expect(paths.length).toBeGreaterThan(0);
  });
  it('reach every state and take every transition', () => {
    const coverage = assertFullCoverage(conversationReportMachine, paths);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
  it.each(paths.map((p, i) => [i + 1, p.scenario, p.description, p] as const))('path %i [%s]: %s', async (_, __, ___, path) => {
    await replayPath(conversationReportModel, path, checks);
  });
});

describe('conversation report pages', () => {
  it('counts at least one page, and the pages of the rows that match', () => {
    expect(pageCount(null)).toBe(1);
    expect(pageCount(nothingAsked)).toBe(1);
    expect(pageCount(classified())).toBe(3);
    expect(pageCount(classified({ matching: 50 }))).toBe(2);
    expect(pageCount(classified({ matching: 51 }))).toBe(3);
    expect(pageCount(classified({ matching: 1 }))).toBe(1);
  });
});

describe('a filter changed while the dates cannot be read', () => {
  it('is kept and read with the dates once they are valid', async () => {
    const asked: unknown[] = [];
    const actor = createActor(
      conversationReportMachine.provide({
        actors: {
          loadPage: fromPromise(async ({ input }) => {
            asked.push(input);
            return classified();
          }),
        },
      }),
      { input: { subject, today: TODAY, timeZone: TIME_ZONE } },
    ).start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    actor.send({ type: 'RANGE_CHANGED', range: { start: null, end: TODAY } });
    actor.send({ type: 'INTENT_CHOSEN', intent: 'greeting' });
    actor.send({ type: 'INTENT_CHOSEN', intent: 'unknown' });
    actor.send({ type: 'FALLBACKS_ONLY', on: true });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().value).toBe('editing');
    expect(asked).toHaveLength(1);
    actor.send({ type: 'RANGE_CHANGED', range: { start: '2026-11-01', end: TODAY } });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(asked.at(-1)).toMatchObject({ startDate: '2026-11-01', endDate: TODAY, intent: 'greeting', fallbacksOnly: true, page: 0 });
    expect(asked).toHaveLength(2);
    actor.stop();
  });
});
