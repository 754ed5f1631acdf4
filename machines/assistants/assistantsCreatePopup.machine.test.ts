import { describe, expect, it } from 'vitest';
import { assistantsCreatePopupMachine, offeredCompanies, type AssistantsCreatePopupContext } from './assistantsCreatePopup.machine';
import { assistantsCreatePopupModel, companies } from '../../tests/paths/models/assistantsCreatePopup.model';
import { assertFullCoverage } from '../../tests/paths/coverage';
import { replayPath, type Driver, type StateChecks } from '../../tests/paths/driver';
import { guardedPaths } from '../../tests/paths/model';
import { commonTexts } from '../shared/text';

const { paths, failure: generationFailure } = guardedPaths(assistantsCreatePopupModel);
const ctx = (d: Driver) => d.snapshot().context as AssistantsCreatePopupContext;

const checks: StateChecks = {
  closed: (d, step) => {
    expect([ctx(d).company, ctx(d).error]).toEqual([null, null]);
    expect(d.calls.map((c) => c.type)).toEqual(step.event.type === 'CREATED' ? ['openCreatedAssistant'] : []);
  },
  companySelect: (d, step) => {
    const c = ctx(d);
    expect(d.snapshot().can({ type: 'NEXT' })).toBe(c.company !== null);
    if (step.event.type === 'COMPANY_SELECTED') {
      const chosen = (step.event as unknown as { company: typeof companies.pending }).company;
      if (!chosen.isEnterprise) expect([c.company, c.error]).toEqual([null, { key: commonTexts.companyPending }]);
      else if (c.roleSettingOn && chosen.currentUserType !== 'ADMIN') expect([c.company, c.error]).toEqual([null, { key: commonTexts.notAdmin }]);
      else expect([c.company, c.error]).toEqual([chosen, null]);
    }
    // Back from the wizard keeps the chosen company.
    if (step.event.type === 'BACK') expect(c.company).not.toBeNull();
  },
  wizard: (d) => {
    const c = ctx(d);
    expect(c.company?.isEnterprise).toBe(true);
    if (c.roleSettingOn) expect(c.company?.currentUserType).toBe('ADMIN');
    expect(d.snapshot().can({ type: 'BACK' })).toBe(true);
  },
};

describe('assistantsCreatePopupMachine paths', () => {
  it('are generated from the model', () => {
    expect(generationFailure).toBeUndefined();
    expect(paths.length).toBeGreaterThan(0);
  });
  it('reach every state and take every transition', () => {
    expect(assertFullCoverage(assistantsCreatePopupMachine, paths).transitions.missing).toEqual([]);
  });
  it.each(paths.map((p, i) => [i + 1, p.scenario, p.description, p] as const))('path %i [%s]: %s', async (_, __, ___, path) => {
    await replayPath(assistantsCreatePopupModel, path, checks);
  });
});

describe('companies offered for a new assistant', () => {
  const all = Object.values(companies);
  it('are the enterprise ones, and with the role setting on only those where the user is ADMIN', () => {
    expect(offeredCompanies(all, false).map((c) => c.id)).toEqual(['c1', 'c2']);
    expect(offeredCompanies(all, true).map((c) => c.id)).toEqual(['c1']);
  });
});
