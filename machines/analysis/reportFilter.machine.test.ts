import { describe, expect, it } from 'vitest';
import { canGenerate, reportFilterMachine, reportFilterTexts, type ReportFilterContext } from './reportFilter.machine';
import { defaultReportRange, earliestReportDay, NO_ADMIN_PATH, rangeReady, reportAiConnections, reportChannels, reportEmpty, reportQuery } from './reportFilter.rules';
import { emptyReport, ids, options, report, reportFilterModel, subBotReport, TIME_ZONE, TODAY } from '../../tests/paths/models/reportFilter.model';
import { assertFullCoverage } from '../../tests/paths/coverage';
import { replayPath, type Driver, type StateChecks } from '../../tests/paths/driver';
import { expectedFailure } from '../../tests/paths/expectedFailure';
import { guardedPaths } from '../../tests/paths/model';
import { commonTexts } from '../shared/text';

const { paths, failure: generationFailure } = guardedPaths(reportFilterModel);
const ctx = (d: Driver) => d.snapshot().context as ReportFilterContext;
const errorOf = (event: unknown) => (event as { error?: unknown }).error;
const can = (d: Driver, event: Parameters<Driver['actor']['send']>[0]) => d.snapshot().can(event);

/** In every state with a chosen company's lists, the excluded types are never offered. */
const listsFiltered = (d: Driver) => {
  const c = ctx(d);
  expect(c.options.channels.map((ch) => ch.id)).toEqual([ids.ch1, ids.ch2]);
  expect(c.options.aiConnections.map((ai) => ai.id)).toEqual([ids.ai1]);
  expect(c.options.assistants).toEqual(options.assistants);
  expect(can(d, { type: 'CHANNELS_CHOSEN', ids: [ids.web] })).toBe(false);
  expect(can(d, { type: 'AI_CONNECTIONS_CHOSEN', ids: [ids.gen] })).toBe(false);
};

/** A change of the selection holds what was chosen and hides the figures and any error. */
const expectChosen = (d: Driver, step: { event: unknown }) => {
  const c = ctx(d);
  const event = step.event as { type: string; ids?: string[]; range?: unknown };
  const field = { CHANNELS_CHOSEN: 'channelIds', ASSISTANTS_CHOSEN: 'botIds', VERSIONS_CHOSEN: 'versionIds', AI_CONNECTIONS_CHOSEN: 'aiConnectionIds' }[event.type] as
    keyof ReportFilterContext['selection'] | undefined;
  if (field) expect(c.selection[field]).toEqual(event.ids);
  if (event.type === 'RANGE_CHANGED') expect(c.range).toEqual(event.range);
  if (field || event.type === 'RANGE_CHANGED') {
    expect(c.report).toBeNull();
    expect(c.error).toBeNull();
  }
};

/** Figures are hidden unless the state shows them. */
const noFigures = (d: Driver) => expect(ctx(d).report).toBeNull();

const checks: StateChecks = {
  loadingCompanies: (d, step) => {
    expect(d.invocations.loadCompanies?.length).toBeGreaterThan(0);
    if (step.event.type === 'xstate.init')
      expect(ctx(d)).toEqual({
        today: TODAY,
        timeZone: TIME_ZONE,
        companies: [],
        companyId: null,
        options: { channels: [], assistants: [], aiConnections: [] },
        versions: [],
        range: defaultReportRange(TODAY),
        selection: { channelIds: [], botIds: [], versionIds: [], aiConnectionIds: [] },
        report: null,
        error: null,
      });
    expect(ctx(d).companyId).toBeNull();
  },
  companiesFailed: (d, step) => {
    expect(ctx(d).error).toEqual(expectedFailure(errorOf(step.event), commonTexts.other));
    expect(can(d, { type: 'COMPANY_CHOSEN', companyId: ids.c1 })).toBe(false);
  },
  noAdminAccess: (d) => {
    expect(d.calls).toEqual([{ type: 'goTo', params: { path: NO_ADMIN_PATH } }]);
    expect(d.snapshot().status).toBe('done');
  },
  choosingCompany: (d) => {
    const c = ctx(d);
    expect(c.companies.map((company) => company.id)).toEqual([ids.c1, ids.c2]);
    expect(c.range).toEqual(defaultReportRange(TODAY));
    expect(canGenerate(c, false)).toBe(false);
    expect(can(d, { type: 'GENERATE' })).toBe(false);
    expect(can(d, { type: 'COMPANY_CHOSEN', companyId: ids.zz })).toBe(false);
  },
  loadingOptions: (d) => {
    const c = ctx(d);
    // Changing the company resets the filter, its lists and the date range.
    expect(c.options).toEqual({ channels: [], assistants: [], aiConnections: [] });
    expect(c.selection).toEqual({ channelIds: [], botIds: [], versionIds: [], aiConnectionIds: [] });
    expect(c.range).toEqual(defaultReportRange(TODAY));
    expect(c.versions).toEqual([]);
    noFigures(d);
    expect(d.invocations.loadOptions?.at(-1)).toEqual({ companyId: c.companyId });
    expect(can(d, { type: 'GENERATE' })).toBe(false);
  },
  optionsFailed: (d, step) => {
    expect(ctx(d).error).toEqual(expectedFailure(errorOf(step.event), commonTexts.other));
    expect(can(d, { type: 'RETRY' })).toBe(true);
  },
  'ready.editing': (d, step) => {
    listsFiltered(d);
    noFigures(d);
    expectChosen(d, step);
    const c = ctx(d);
    expect(can(d, { type: 'GENERATE' })).toBe(canGenerate(c, false));
    expect(can(d, { type: 'GENERATE' })).toBe(rangeReady(c.range, TODAY));
    if (step.event.type === 'xstate.error.actor.loadVersions') {
      expect(c.versions).toEqual([]);
      expect(c.error).toEqual(expectedFailure(errorOf(step.event), commonTexts.other));
    }
    if (step.event.type === 'xstate.done.actor.loadVersions') expect(c.versions.map((v) => v.id)).toEqual([ids.v1, ids.v2]);
    if (c.selection.botIds.length === 0) {
      expect(c.versions).toEqual([]);
      expect(c.selection.versionIds).toEqual([]);
    }
    // The company shown is not read again.
    expect(can(d, { type: 'COMPANY_CHOSEN', companyId: c.companyId! })).toBe(false);
  },
  'ready.loadingVersions': (d, step) => {
    listsFiltered(d);
    expectChosen(d, step);
    noFigures(d);
    expect(d.invocations.loadVersions?.at(-1)).toEqual({ botIds: ctx(d).selection.botIds });
    // Nothing is generated while the versions load.
    expect(can(d, { type: 'GENERATE' })).toBe(false);
  },
  'ready.generating': (d) => {
    const c = ctx(d);
    noFigures(d);
    expect(d.invocations.loadReport?.at(-1)).toEqual({
      companyId: c.companyId,
      startDate: c.range.start,
      endDate: c.range.end,
      timeZone: TIME_ZONE,
      ...c.selection,
    });
    expect(can(d, { type: 'GENERATE' })).toBe(false);
  },
  'ready.figures': (d) => {
    expect(ctx(d).report).toEqual(report());
    expect(can(d, { type: 'GENERATE' })).toBe(true);
  },
  'ready.noData': (d) => {
    expect(ctx(d).report).toEqual(emptyReport);
  },
  'ready.subBots': (d) => {
    expect(ctx(d).report).toEqual(subBotReport);
  },
  'ready.failed': (d, step) => {
    noFigures(d);
    expect(ctx(d).error).toEqual(expectedFailure(errorOf(step.event), commonTexts.other));
  },
};

describe('reportFilterMachine paths', () => {
  it('are generated from the model', () => {
    expect(generationFailure).toBeUndefined();
    expect(paths.length).toBeGreaterThan(0);
  });
  it('reach every state and take every transition', () => {
    const coverage = assertFullCoverage(reportFilterMachine, paths);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
  it.each(paths.map((p, i) => [i + 1, p.scenario, p.description, p] as const))('path %i [%s]: %s', async (_, __, ___, path) => {
    await replayPath(reportFilterModel, path, checks);
  });
});

describe('report filter rules', () => {
  it('the default range is the last 7 days up to today; history reaches back two years', () => {
    expect(defaultReportRange(TODAY)).toEqual({ start: '2026-11-16', end: TODAY });
    expect(earliestReportDay(TODAY)).toBe('2024-11-23');
  });
  it.each([
    [{ start: '2026-11-16', end: TODAY }, true],
    [{ start: '2024-11-23', end: TODAY }, true],
    [{ start: TODAY, end: TODAY }, true],
    [{ start: '2026-11-20', end: '2026-11-19' }, false],
    [{ start: '2024-11-22', end: TODAY }, false],
    [{ start: '2026-11-16', end: '2026-11-24' }, false],
    [{ start: null, end: TODAY }, false],
    [{ start: '2026-11-16', end: null }, false],
  ])('range %j ready: %s', (range, ready) => {
    expect(rangeReady(range, TODAY)).toBe(ready);
  });
  it('Generate needs a company, a ready range and nothing loading', () => {
    const base = { companyId: ids.c1, range: defaultReportRange(TODAY), today: TODAY };
    expect(canGenerate(base, false)).toBe(true);
    expect(canGenerate(base, true)).toBe(false);
    expect(canGenerate({ ...base, companyId: null }, false)).toBe(false);
    expect(canGenerate({ ...base, range: { start: TODAY, end: null } }, false)).toBe(false);
  });
  it('report filters leave out web chat, suite, smooch, zoho, zendesk, dialogflow channels and deleted ones', () => {
    const channels = ['MicroWebChat', 'Suite', 'Smooch', 'Zoho', 'Zendesk', 'DialogFlow', 'Micro Web Chat', 'WhatsApp', 'Telegram'].map((integrationType, i) => ({
      id: String(i),
      integrationType,
      status: 'ACTIVE',
    }));
    expect(reportChannels(channels).map((c) => c.integrationType)).toEqual(['WhatsApp', 'Telegram']);
    expect(reportChannels([{ id: 'x', integrationType: 'WhatsApp', status: 'DELETED' }])).toEqual([]);
  });
  it('report filters leave out generative AI connections', () => {
    const types = ['Generative AI', 'Generative AI Default', 'DialogFlow', 'Watson'];
    expect(reportAiConnections(types.map((type) => ({ type }))).map((c) => c.type)).toEqual(['DialogFlow', 'Watson']);
  });
  it('the query sends the range, the time zone and the chosen ids', () => {
    const selection = { channelIds: [ids.ch1], botIds: [ids.bot1], versionIds: [ids.v1], aiConnectionIds: [] };
    expect(reportQuery({ companyId: ids.c1, range: { start: '2026-11-16', end: TODAY }, timeZone: TIME_ZONE, selection })).toEqual({
      companyId: ids.c1,
      startDate: '2026-11-16',
      endDate: TODAY,
      timeZone: TIME_ZONE,
      ...selection,
    });
  });
  it('an answer without conversations and predictions is no data', () => {
    expect(reportEmpty(emptyReport)).toBe(true);
    expect(reportEmpty(report())).toBe(false);
  });
  it('the texts are the spec ones', () => {
    expect(reportFilterTexts).toMatchObject({ noDataTitle: 'analysis.report.noDataTitle', subBots: 'analysis.report.subBots' });
    expect(NO_ADMIN_PATH).toBe('/error?message=You%20do%20not%20have%20admin%20access%20on%20any%20company.');
  });
});
