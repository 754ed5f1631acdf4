import { describe, expect, it } from 'vitest';
import { companyDeleteMachine, companyDeleteTexts, type CompanyDeleteContext } from './companyDelete.machine';
import { companyDeleteModel } from '../../tests/paths/models/companyDelete.model';
import { assertFullCoverage } from '../../tests/paths/coverage';
import { replayPath, type Driver, type StateChecks } from '../../tests/paths/driver';
import { expectedFailure } from '../../tests/paths/expectedFailure';
import { generatePaths } from '../../tests/paths/model';

const paths = generatePaths(companyDeleteModel);
const ctx = (d: Driver) => d.snapshot().context as CompanyDeleteContext;

const checks: StateChecks = {
  closed: (d, step) => {
    expect(ctx(d)).toEqual({ company: null, word: '', error: null });
    if (step.event.type === 'xstate.done.actor.deleteCompany') {
      expect(d.lastCalls()).toEqual([
        { type: 'showToast', params: { text: { key: companyDeleteTexts.deleted, values: { name: 'Acme' } } } },
        { type: 'refetchCompanies', params: undefined },
      ]);
    } else {
      expect(d.calls).toEqual([]);
    }
  },
  confirming: (d, step) => {
    const c = ctx(d);
    expect(c.company).toEqual({ id: 'c1', name: 'Acme' });
    expect(d.snapshot().can({ type: 'NO' })).toBe(true);
    if (step.event.type === 'YES') expect(c.error).toEqual({ key: companyDeleteTexts.wrongWord });
    if (step.event.type === 'WORD_CHANGED' || step.event.type === 'OPEN') expect(c.error).toBeNull();
    if (step.event.type === 'xstate.done.actor.deleteCompany') expect(c.error).toEqual({ key: companyDeleteTexts.failed, values: { name: 'Acme' } });
    if (step.event.type === 'xstate.error.actor.deleteCompany')
      expect(c.error).toEqual(expectedFailure((step.event as { error?: unknown }).error, companyDeleteTexts.failed, { name: 'Acme' }));
    expect(d.calls).toEqual([]);
  },
  deleting: (d) => {
    expect(ctx(d).word).toBe('Delete');
    expect(d.invocations.deleteCompany?.at(-1)).toEqual({ id: 'c1' });
    expect(d.snapshot().can({ type: 'NO' })).toBe(false);
  },
};

describe('companyDeleteMachine paths', () => {
  it('reach every state and take every transition', () => {
    expect(assertFullCoverage(companyDeleteMachine, paths).transitions.missing).toEqual([]);
  });
  it.each(paths.map((p, i) => [i + 1, p.scenario, p.description, p] as const))('path %i [%s]: %s', async (_, __, ___, path) => {
    await replayPath(companyDeleteModel, path, checks);
  });
});
