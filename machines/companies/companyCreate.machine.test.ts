import { describe, expect, it } from 'vitest';
import { failureBody, failureStatus } from '../shared/apiError';
import { companyCreateFormValid, companyCreateMachine, companyCreateTexts, type CompanyCreateContext } from './companyCreate.machine';
import { companyCreateModel } from '../../tests/paths/models/companyCreate.model';
import { assertFullCoverage } from '../../tests/paths/coverage';
import { replayPath, type Driver, type StateChecks } from '../../tests/paths/driver';
import { generatePaths } from '../../tests/paths/model';
import { commonTexts } from '../shared/text';

const paths = generatePaths(companyCreateModel);
const ctx = (d: Driver) => d.snapshot().context as CompanyCreateContext;
const empty = { name: '', country: 'TURKEY', requestDescription: '', nameError: null, descriptionError: null, error: null };

/** Spec 8, company create rows. */
function expectedText(error: unknown) {
  const status = failureStatus(error);
  if (status === undefined) return { key: commonTexts.noInternet };
  if (status === 500) return { key: companyCreateTexts.internet };
  if (status === 402) return { key: companyCreateTexts.nameTaken };
  const message = failureBody(error)?.message;
  return { key: companyCreateTexts.failed, ...(message ? { message } : {}), values: { name: 'Acme' } };
}

const checks: StateChecks = {
  closed: (d, step) => {
    expect(ctx(d)).toEqual(empty);
    if (step.event.type === 'xstate.done.actor.createCompany') {
      expect(d.lastCalls()).toEqual([
        { type: 'showToast', params: { text: { key: companyCreateTexts.created, values: { name: 'Acme' } } } },
        { type: 'refetchCompanies', params: undefined },
      ]);
    } else {
      expect(d.calls).toEqual([]);
    }
  },
  editing: (d, step) => {
    const c = ctx(d);
    expect(d.snapshot().can({ type: 'SUBMIT' })).toBe(c.name.trim() !== '');
    if (step.event.type === 'OPEN') expect(c.country).toBe('TURKEY');
    if (step.event.type === 'NAME_CHANGED' && c.name === '') expect(c.nameError).toEqual({ key: commonTexts.fieldEmpty });
    if (step.event.type === 'SUBMIT') {
      expect(companyCreateFormValid(c)).toBe(false);
      expect(c.nameError).toEqual(c.name.trim().length < 2 ? { key: commonTexts.nameTooShort } : null);
      expect(c.descriptionError).toEqual(c.requestDescription.trim() === '' ? { key: companyCreateTexts.descriptionEmpty } : null);
    }
    if (step.event.type === 'xstate.error.actor.createCompany') {
      expect(c.error).toEqual(expectedText((step.event as { error?: unknown }).error));
      expect(d.calls).toEqual([]);
    }
  },
  creating: (d) => {
    const c = ctx(d);
    expect(d.invocations.createCompany?.at(-1)).toEqual({ name: 'Acme', country: c.country, requestDescription: 'Support bots for our shops' });
    expect(c.error).toBeNull();
    expect(d.snapshot().can({ type: 'CLOSE' })).toBe(false);
  },
};

describe('companyCreateMachine paths', () => {
  it('reach every state and take every transition', () => {
    expect(assertFullCoverage(companyCreateMachine, paths).transitions.missing).toEqual([]);
  });
  it.each(paths.map((p, i) => [i + 1, p.scenario, p.description, p] as const))('path %i [%s]: %s', async (_, __, ___, path) => {
    await replayPath(companyCreateModel, path, checks);
  });
});
