import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { networkFailure } from '../../tests/paths/models/fixtures';
import { assistantListMachine, assistantListTexts, type AssistantListContext } from './assistantList.machine';
import { assistantListModel } from '../../tests/paths/models/assistantList.model';
import type { AssistantSummaries, MemberCompanies } from '../../services/contracts/assistantAnalysis';
import { assertFullCoverage } from '../../tests/paths/coverage';
import { replayPath, type Driver, type StateChecks } from '../../tests/paths/driver';
import { expectedFailure } from '../../tests/paths/expectedFailure';
import { guardedPaths } from '../../tests/paths/model';

const { paths, failure: generationFailure } = guardedPaths(assistantListModel);
const ctx = (d: Driver) => d.snapshot().context as AssistantListContext;
const errorOf = (event: unknown) => (event as { error?: unknown }).error;
const can = (d: Driver, event: Parameters<Driver['actor']['send']>[0]) => d.snapshot().can(event);

const outputOf = (event: unknown) => (event as { output?: unknown }).output;

/** A company chosen (or the only one taken) is one of the person's, other than the one shown; its old list is gone. */
function expectChoice(d: Driver, event: { type: string; companyId?: string; output?: unknown }) {
  const c = ctx(d);
  if (event.type === 'COMPANY_CHOSEN') expect([c.companyId, c.assistants, c.error]).toEqual([event.companyId, [], null]);
  if (event.type === 'xstate.done.actor.loadCompanies') {
    expect(c.companies).toEqual(event.output);
    expect(c.companies).toHaveLength(1);
    expect(c.companyId).toBe(c.companies[0]!.id);
  }
}

const checks: StateChecks = {
  loadingCompanies: (d, step) => {
    expect(d.invocations.loadCompanies?.length).toBeGreaterThan(0);
    expect(ctx(d).companyId).toBeNull();
    if (step.event.type === 'xstate.init') expect(ctx(d)).toEqual({ companies: [], companyId: null, assistants: [], error: null });
  },
  companiesFailed: (d, step) => {
    expect(ctx(d).error).toEqual(expectedFailure(errorOf(step.event), assistantListTexts.loadFailed));
    expect(can(d, { type: 'COMPANY_CHOSEN', companyId: 'c1' })).toBe(false);
  },
  noCompanies: (d) => {
    expect(ctx(d)).toEqual({ companies: [], companyId: null, assistants: [], error: null });
    expect(can(d, { type: 'RETRY' })).toBe(false);
  },
  choosingCompany: (d, step) => {
    expect(ctx(d).companies.length).toBeGreaterThan(1);
    if (step.event.type === 'xstate.done.actor.loadCompanies') expect(ctx(d)).toEqual({ companies: outputOf(step.event), companyId: null, assistants: [], error: null });
    expect(ctx(d).companyId).toBeNull();
    // Only a company of the person can be chosen.
    expect(can(d, { type: 'COMPANY_CHOSEN', companyId: 'zz' })).toBe(false);
  },
  loadingAssistants: (d, step) => {
    expectChoice(d, step.event as never);
    const asked = d.invocations.loadAssistants ?? [];
    expect(asked.at(-1)).toEqual({ companyId: ctx(d).companyId });
    expect(ctx(d).companies.map((c) => c.id)).toContain(ctx(d).companyId);
  },
  listing: (d, step) => {
    expect(ctx(d).assistants).toEqual(outputOf(step.event));
    expect(ctx(d).assistants.map((a) => a.name)).toEqual(['Orders']);
    // The company shown is not read again by choosing it.
    expect(can(d, { type: 'COMPANY_CHOSEN', companyId: ctx(d).companyId! })).toBe(false);
    expect(ctx(d).error).toBeNull();
  },
  noAssistants: (d) => {
    expect(ctx(d).assistants).toEqual([]);
    expect(ctx(d).error).toBeNull();
    expect(can(d, { type: 'COMPANY_CHOSEN', companyId: 'zz' })).toBe(false);
  },
  assistantsFailed: (d, step) => {
    expect(ctx(d).error).toEqual(expectedFailure(errorOf(step.event), assistantListTexts.loadFailed));
    expect(can(d, { type: 'RETRY' })).toBe(true);
  },
};

describe('assistantListMachine paths', () => {
  it('are generated from the model', () => {
    expect(generationFailure).toBeUndefined();
    expect(paths.length).toBeGreaterThan(0);
  });
  it('reach every state and take every transition', () => {
    const coverage = assertFullCoverage(assistantListMachine, paths);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
  it.each(paths.map((p, i) => [i + 1, p.scenario, p.description, p] as const))('path %i [%s]: %s', async (_, __, ___, path) => {
    await replayPath(assistantListModel, path, checks);
  });
});

describe('trying again after a failure', () => {
  it('clears the failure text once an answer comes, even one with nothing in it', async () => {
    let fail = true;
    const answer = async <T>(value: T): Promise<T> => {
      if (fail) throw networkFailure;
      return value;
    };
    const actor = createActor(
      assistantListMachine.provide({
        actors: {
          loadCompanies: fromPromise(() => answer<MemberCompanies>([])),
          loadAssistants: fromPromise(() => answer<AssistantSummaries>([])),
        },
      }),
    ).start();
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
    await settle();
    expect(actor.getSnapshot().value).toBe('companiesFailed');
    fail = false;
    actor.send({ type: 'RETRY' });
    await settle();
    expect([actor.getSnapshot().value, actor.getSnapshot().context.error]).toEqual(['noCompanies', null]);

    fail = true;
    const list = createActor(
      assistantListMachine.provide({
        actors: {
          loadCompanies: fromPromise(async (): Promise<MemberCompanies> => [{ id: 'c1', name: 'Acme' }]),
          loadAssistants: fromPromise(() => answer<AssistantSummaries>([])),
        },
      }),
    ).start();
    await settle();
    expect(list.getSnapshot().value).toBe('assistantsFailed');
    fail = false;
    list.send({ type: 'RETRY' });
    await settle();
    expect([list.getSnapshot().value, list.getSnapshot().context.error]).toEqual(['noAssistants', null]);
  });
});
