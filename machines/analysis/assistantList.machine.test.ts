import { describe, expect, it } from 'vitest';
import { assistantListMachine, assistantListTexts, type AssistantListContext } from './assistantList.machine';
import { assistantListModel } from '../../tests/paths/models/assistantList.model';
import { assertFullCoverage } from '../../tests/paths/coverage';
import { replayPath, type Driver, type StateChecks } from '../../tests/paths/driver';
import { expectedFailure } from '../../tests/paths/expectedFailure';
import { generatePaths } from '../../tests/paths/model';

const paths = generatePaths(assistantListModel);
const ctx = (d: Driver) => d.snapshot().context as AssistantListContext;
const errorOf = (event: unknown) => (event as { error?: unknown }).error;
const can = (d: Driver, event: Parameters<Driver['actor']['send']>[0]) => d.snapshot().can(event);

const checks: StateChecks = {
  loadingCompanies: (d) => {
    expect(d.invocations.loadCompanies?.length).toBeGreaterThan(0);
    expect(ctx(d).companyId).toBeNull();
  },
  companiesFailed: (d, step) => {
    expect(ctx(d).error).toEqual(expectedFailure(errorOf(step.event), assistantListTexts.loadFailed));
    expect(can(d, { type: 'COMPANY_CHOSEN', companyId: 'c1' })).toBe(false);
  },
  noCompanies: (d) => {
    expect(ctx(d).companies).toEqual([]);
    expect(can(d, { type: 'RETRY' })).toBe(false);
  },
  choosingCompany: (d) => {
    expect(ctx(d).companies.length).toBeGreaterThan(1);
    expect(ctx(d).companyId).toBeNull();
    // Only a company of the person can be chosen.
    expect(can(d, { type: 'COMPANY_CHOSEN', companyId: 'zz' })).toBe(false);
  },
  loadingAssistants: (d) => {
    const asked = d.invocations.loadAssistants ?? [];
    expect(asked.at(-1)).toEqual({ companyId: ctx(d).companyId });
    expect(ctx(d).companies.map((c) => c.id)).toContain(ctx(d).companyId);
  },
  listing: (d) => {
    expect(ctx(d).assistants.map((a) => a.name)).toEqual(['Orders']);
    expect(ctx(d).error).toBeNull();
  },
  noAssistants: (d) => expect(ctx(d).assistants).toEqual([]),
  assistantsFailed: (d, step) => {
    expect(ctx(d).error).toEqual(expectedFailure(errorOf(step.event), assistantListTexts.loadFailed));
    expect(can(d, { type: 'RETRY' })).toBe(true);
  },
};

describe('assistantListMachine paths', () => {
  it('reach every state and take every transition', () => {
    const coverage = assertFullCoverage(assistantListMachine, paths);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
  it.each(paths.map((p, i) => [i + 1, p.scenario, p.description, p] as const))('path %i [%s]: %s', async (_, __, ___, path) => {
    await replayPath(assistantListModel, path, checks);
  });
});
