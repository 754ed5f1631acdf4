import { describe, expect, it } from 'vitest';
import { assertFullCoverage } from '../../tests/paths/coverage';
import { replayPath, type Driver, type StateChecks } from '../../tests/paths/driver';
import { generatePaths } from '../../tests/paths/model';
import { nameTakenMessage, secretManagerModel } from '../../tests/paths/models/secretManager.model';
import { createProblem, editProblem, secretManagerMachine, selectedSecret, type SecretManagerContext } from './secretManager.machine';
import { secretDescriptionProblem, secretNameProblem, secretValueProblem } from './secretManagerTexts';

const paths = generatePaths(secretManagerModel);
const ctx = (d: Driver) => d.snapshot().context as SecretManagerContext;
const last = (d: Driver, actor: string) => d.invocations[actor]?.at(-1);
const writes = [{ type: 'ADD' }, { type: 'REPLACE', id: 's1' }, { type: 'EDIT', id: 's1' }, { type: 'DELETE', id: 's1' }] as const;

/** A closed dialog keeps no typed value. */
const noValueKept = (d: Driver) => expect(ctx(d).form.value).toBe('');

const checks: StateChecks = {
  loading: (d) => expect(last(d, 'loadSecrets')).toEqual({ companyId: 'c1' }),
  loadFailed: (d, step) => {
    const status = (step.event as { error?: { status?: number } }).error?.status;
    expect(ctx(d).error).toEqual(status === 500 ? { key: 'common.errors.internet' } : { key: 'common.errors.noInternet' });
  },
  listing: (d, step) => {
    const c = ctx(d);
    noValueKept(d);
    expect(c.selectedId).toBeNull();
    // Only a caller the server lets write is offered a write action.
    writes.forEach((event) => expect(d.snapshot().can(event)).toBe(c.canWrite && (event.type === 'ADD' || c.secrets.some((s) => s.id === event.id))));
    expect(d.snapshot().can({ type: 'REPLACE', id: 'unknown' })).toBe(false);
    if (step.event.type === 'xstate.done.actor.createSecret') {
      expect(c.notice).toEqual({ key: 'secrets.notices.created', values: { name: 'TAX_TOKEN' } });
      expect(c.secrets.map((s) => s.name)).toContain('TAX_TOKEN');
    }
    if (step.event.type === 'xstate.done.actor.replaceValue') {
      expect(c.notice).toEqual({ key: 'secrets.notices.replaced', values: { name: 'SHOP_API_KEY' } });
      expect(c.secrets.find((s) => s.id === 's1')?.hint).toBe('••••7777');
    }
    if (step.event.type === 'xstate.done.actor.describeSecret') expect(c.secrets.find((s) => s.id === 's1')?.name).toBe('STORE_API_KEY');
    if (step.event.type === 'xstate.done.actor.deleteSecret') {
      expect(c.notice).toEqual({ key: 'secrets.notices.deleted', values: { name: 'SHOP_API_KEY' } });
      expect(c.secrets.map((s) => s.id)).not.toContain('s1');
    }
    if (step.event.type === 'xstate.error.actor.deleteSecret')
      expect(c.error).toEqual({ key: 'secrets.errors.deleteFailed', message: 'Only an ADMIN of the company can change its secrets.' });
    expect(c.secrets.map((s) => s.name)).toEqual([...c.secrets.map((s) => s.name)].sort((a, b) => a.localeCompare(b)));
  },
  adding: (d, step) => {
    const c = ctx(d);
    expect(c.canWrite).toBe(true);
    if (step.event.type === 'SUBMIT') expect(c.formError).toEqual(createProblem(c));
    if (step.event.type === 'SUBMIT' && c.form.name === '1st key') expect(c.formError).toEqual({ key: 'secrets.errors.nameInvalid' });
    if (step.event.type === 'xstate.error.actor.createSecret') expect(c.formError).toEqual({ key: 'secrets.errors.createFailed', message: nameTakenMessage });
  },
  creating: (d) => {
    const c = ctx(d);
    expect(last(d, 'createSecret')).toEqual({ companyId: 'c1', name: c.form.name.trim(), value: c.form.value, description: c.form.description.trim() });
  },
  replacing: (d, step) => {
    const c = ctx(d);
    expect(selectedSecret(c)).toBeDefined();
    if (step.event.type === 'SUBMIT') expect(c.formError).toEqual({ key: 'secrets.errors.valueEmpty' });
    if (step.event.type === 'xstate.error.actor.replaceValue') expect(c.formError).toEqual({ key: 'secrets.errors.replaceFailed', message: 'This secret does not exist.' });
  },
  replacingValue: (d) => expect(last(d, 'replaceValue')).toEqual({ companyId: 'c1', id: ctx(d).selectedId, value: ctx(d).form.value }),
  editing: (d, step) => {
    const c = ctx(d);
    if (step.event.type === 'EDIT') expect(c.form).toEqual({ name: selectedSecret(c)?.name, value: '', description: selectedSecret(c)?.description });
    if (step.event.type === 'SUBMIT') expect(c.formError).toEqual(editProblem(c));
    if (step.event.type === 'xstate.error.actor.describeSecret') expect(c.formError).toEqual({ key: 'secrets.errors.editFailed', message: nameTakenMessage });
  },
  savingDetails: (d) => {
    const c = ctx(d);
    expect(last(d, 'describeSecret')).toEqual({ companyId: 'c1', id: c.selectedId, name: c.form.name.trim(), description: c.form.description.trim() });
  },
  confirmingDelete: (d) => {
    expect(selectedSecret(ctx(d))).toBeDefined();
    expect(d.invocations['deleteSecret']?.length ?? 0).toBe(0);
  },
  deleting: (d) => expect(last(d, 'deleteSecret')).toEqual({ companyId: 'c1', id: ctx(d).selectedId }),
};

describe('secretManager rules', () => {
  it("checks a secret's name, value and description as the server does", () => {
    expect(secretNameProblem('SHOP_API_KEY', [])).toBeNull();
    expect(secretNameProblem(' ', [])).toEqual({ key: 'secrets.errors.nameEmpty' });
    expect(secretNameProblem('_key', [])).toEqual({ key: 'secrets.errors.nameInvalid' });
    expect(secretNameProblem('shop-key', [])).toEqual({ key: 'secrets.errors.nameInvalid' });
    expect(secretNameProblem(`A${'b'.repeat(64)}`, [])).toEqual({ key: 'secrets.errors.nameTooLong', values: { max: 64 } });
    expect(secretNameProblem('shop_api_key', ['SHOP_API_KEY'])).toEqual({ key: 'secrets.errors.nameTaken' });
    expect(secretValueProblem('')).toEqual({ key: 'secrets.errors.valueEmpty' });
    expect(secretValueProblem(' ')).toBeNull();
    expect(secretValueProblem('x'.repeat(8193))).toEqual({ key: 'secrets.errors.valueTooLong', values: { max: 8192 } });
    expect(secretDescriptionProblem('x'.repeat(500))).toBeNull();
    expect(secretDescriptionProblem('x'.repeat(501))).toEqual({ key: 'secrets.errors.descriptionTooLong', values: { max: 500 } });
  });
});

describe('secretManagerMachine paths', () => {
  it('reach every state and take every transition', () => {
    expect(assertFullCoverage(secretManagerMachine, paths).transitions.missing).toEqual([]);
  });
  it.each(paths.map((p, i) => [i + 1, p.scenario, p.description, p] as const))('path %i [%s]: %s', async (_, __, ___, path) => {
    await replayPath(secretManagerModel, path, checks);
  });
});
