import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  conversationAssistantReportMachine,
  conversationAssistantReportTexts as texts,
  firstRange,
  rangeProblem,
  reportQuery,
  type ConversationAssistantReportContext,
} from './conversationAssistantReport.machine';
import { NO_ADMIN_PATH, rangeReady } from './reportFilter.rules';
import { companies, conversationAssistantReportModel, noConversation, ranges, TIME_ZONE, TODAY, withRows } from '../../tests/paths/models/conversationAssistantReport.model';
import { assertFullCoverage } from '../../tests/paths/coverage';
import { replayPath, type Driver, type StateChecks } from '../../tests/paths/driver';
import { expectedFailure } from '../../tests/paths/expectedFailure';
import { guardedPaths } from '../../tests/paths/model';

const { paths, failure: generationFailure } = guardedPaths(conversationAssistantReportModel);
const ctx = (d: Driver) => d.snapshot().context as ConversationAssistantReportContext;
const errorOf = (event: unknown) => (event as { error?: unknown }).error;
const can = (d: Driver, event: Parameters<Driver['actor']['send']>[0]) => d.snapshot().can(event);

/** What the report's state shows: its range kept by the rules, the date field showing it. */
const rangeKept = (d: Driver) => {
  // Only another of the companies read can be chosen.
  const other = companies.find((c) => c.id !== ctx(d).companyId)!.id;
  expect(can(d, { type: 'COMPANY_CHOSEN', companyId: other })).toBe(true);
  expect(can(d, { type: 'COMPANY_CHOSEN', companyId: ctx(d).companyId! })).toBe(false);
  expect(can(d, { type: 'COMPANY_CHOSEN', companyId: 'not-a-company-of-mine' })).toBe(false);
  expect(rangeReady(ctx(d).range, TODAY)).toBe(true);
  expect(ctx(d).draft).toEqual(ctx(d).range);
  expect(ctx(d).rangeProblem).toBeNull();
};

const checks: StateChecks = {
  loadingCompanies: (d) => {
    expect([ctx(d).companies, ctx(d).report]).toEqual([[], null]);
    expect(d.invocations.loadCompanies?.length).toBeGreaterThan(0);
    expect(d.invocations.loadReport ?? []).toEqual([]);
  },
  companiesFailed: (d, step) => {
    expect(ctx(d).error).toEqual(expectedFailure(errorOf(step.event), texts.loadFailed));
    expect(can(d, { type: 'RETRY' })).toBe(true);
  },
  noAdminAccess: (d) => {
    expect(d.snapshot().status).toBe('done');
    expect(d.called('goTo')).toEqual([{ path: NO_ADMIN_PATH }]);
    expect(d.invocations.loadReport ?? []).toEqual([]);
  },
  'report.loading': (d, step) => {
    rangeKept(d);
    const event = step.event as { type: string; companyId?: string; range?: unknown; output?: Array<{ id: string }> };
    // A company chosen, or a range that keeps the rules, is the one read; the companies read are kept.
    if (event.type === 'COMPANY_CHOSEN') expect(ctx(d).companyId).toBe(event.companyId);
    if (event.type === 'RANGE_CHANGED') expect(ctx(d).range).toEqual(event.range);
    if (event.type === 'xstate.done.actor.loadCompanies') expect(ctx(d).companies).toEqual(event.output);
    // A new company or range clears a failure.
    if (['COMPANY_CHOSEN', 'RANGE_CHANGED', 'xstate.done.actor.loadCompanies'].includes(event.type)) expect(ctx(d).error).toBeNull();
    expect(companies.map((c) => c.id)).toContain(ctx(d).companyId);
    expect((d.invocations.loadReport ?? []).at(-1)).toEqual(reportQuery(ctx(d)));
    expect(ctx(d).report).toBeNull();
  },
  'report.loaded.rows': (d) => {
    rangeKept(d);
    expect(ctx(d).report?.assistants.length).toBeGreaterThan(0);
    expect(can(d, { type: 'DOWNLOAD' })).toBe(true);
    // The CSV is of the report shown.
    if (d.lastCalls().length) expect(d.lastCalls()).toEqual([{ type: 'saveCsv', params: { report: ctx(d).report } }]);
  },
  'report.loaded.empty': (d) => {
    rangeKept(d);
    expect(ctx(d).report).toEqual(noConversation);
    expect(can(d, { type: 'DOWNLOAD' })).toBe(false);
  },
  'report.failed': (d, step) => {
    expect(ctx(d).error).toEqual(expectedFailure(errorOf(step.event), texts.loadFailed));
    expect(ctx(d).report).toBeNull();
  },
  'report.changingRange': (d) => {
    // Held with its reason, never read, the report's own range unchanged.
    expect(ctx(d).rangeProblem).not.toBeNull();
    expect(ctx(d).rangeProblem).toEqual(rangeProblem(ctx(d).draft, TODAY));
    expect(rangeReady(ctx(d).range, TODAY)).toBe(true);
    expect(
      (d.invocations.loadReport ?? []).every(
        (query) => (query as { startDate: string }).startDate !== ctx(d).draft.start || (query as { endDate: string }).endDate !== ctx(d).draft.end,
      ),
    ).toBe(true);
    expect(can(d, { type: 'DOWNLOAD' })).toBe(false);
  },
};

describe('conversationAssistantReportMachine paths', () => {
  it('are generated from the model', () => {
    expect(generationFailure).toBeUndefined();
    expect(paths.length).toBeGreaterThan(0);
  });
  it('reach every state and take every transition', () => {
    const coverage = assertFullCoverage(conversationAssistantReportMachine, paths);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
  it.each(paths.map((p, i) => [i + 1, p.scenario, p.description, p] as const))('path %i [%s]: %s', async (_, __, ___, path) => {
    await replayPath(conversationAssistantReportModel, path, checks);
  });
});

describe('conversation assistant report range', () => {
  it('says why a range breaks the report filter rules, and accepts exactly the ranges the rules accept', () => {
    expect(rangeProblem(ranges.valid, TODAY)).toBeNull();
    expect(rangeProblem({ start: TODAY, end: TODAY }, TODAY)).toBeNull();
    expect(rangeProblem({ start: '2024-11-23', end: TODAY }, TODAY)).toBeNull();
    expect(rangeProblem(ranges.halfTyped, TODAY)).toEqual({ key: texts.rangeIncomplete });
    expect(rangeProblem({ start: '2026-02-30', end: '2026-03-01' }, TODAY)).toEqual({ key: texts.rangeIncomplete });
    expect(rangeProblem(ranges.reversed, TODAY)).toEqual({ key: texts.rangeReversed });
    expect(rangeProblem(ranges.tooEarly, TODAY)).toEqual({ key: texts.rangeTooEarly });
    expect(rangeProblem(ranges.future, TODAY)).toEqual({ key: texts.rangeFuture });
    for (const range of Object.values(ranges)) expect(rangeProblem(range, TODAY) === null, JSON.stringify(range)).toBe(rangeReady(range, TODAY));
  });
  it('starts with the days of the address when they keep the rules, else the last seven days', () => {
    const lastSeven = { start: '2026-11-16', end: TODAY };
    expect(firstRange(ranges.valid, TODAY)).toEqual(ranges.valid);
    for (const range of [ranges.reversed, ranges.halfTyped, ranges.tooEarly, ranges.future, { start: '2026-02-30', end: '2026-03-01' }, { start: 'x', end: 'y' }])
      expect(firstRange(range, TODAY), JSON.stringify(range)).toEqual(lastSeven);
  });
  it('asks for the report of the company and range in the query, in the browser time zone', () => {
    const context = { companyId: companies[0]!.id, range: ranges.valid, timeZone: TIME_ZONE } as ConversationAssistantReportContext;
    expect(reportQuery(context)).toEqual({ companyId: companies[0]!.id, startDate: '2026-11-01', endDate: '2026-11-10', timeZone: TIME_ZONE });
  });
});

describe('the company and table of the conversation assistant report', () => {
  const open = (companyId: string | null) => {
    const saved: unknown[] = [];
    const actor = createActor(
      conversationAssistantReportMachine.provide({
        actors: { loadCompanies: fromPromise(async () => companies), loadReport: fromPromise(async () => withRows(companies[1]!.id)) },
        actions: { saveCsv: (_, params) => void saved.push(params) },
      }),
      { input: { companyId, range: ranges.valid, today: TODAY, timeZone: TIME_ZONE } },
    ).start();
    return { actor, saved };
  };
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('is of the company of the address when the user is ADMIN there, else of the first', async () => {
    const asked = open(companies[1]!.id);
    await settle();
    expect(asked.actor.getSnapshot().context.companyId).toBe(companies[1]!.id);
    const unknown = open('not-a-company-of-mine');
    await settle();
    expect(unknown.actor.getSnapshot().context.companyId).toBe(companies[0]!.id);
  });

  it('saves the table shown as CSV on DOWNLOAD', async () => {
    const { actor, saved } = open(companies[1]!.id);
    await settle();
    await settle();
    expect(actor.getSnapshot().matches({ report: { loaded: 'rows' } })).toBe(true);
    actor.send({ type: 'DOWNLOAD' });
    expect(saved).toEqual([{ report: withRows(companies[1]!.id) }]);
  });
});
