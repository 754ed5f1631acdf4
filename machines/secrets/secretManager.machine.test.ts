import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { assertFullCoverage } from '../../tests/paths/coverage';
import { replayPath, type Driver, type StateChecks } from '../../tests/paths/driver';
import { guardedPaths } from '../../tests/paths/model';
import { mailPassword, nameTakenMessage, secretManagerModel, shopKey, shopKeyRenamed, taxToken } from '../../tests/paths/models/secretManager.model';
import { createProblem, editProblem, secretManagerMachine, selectedSecret, type SecretManagerContext } from './secretManager.machine';
import { secretDescriptionProblem, secretNameProblem, secretValueProblem } from './secretManagerTexts';

const { paths, failure: generationFailure } = guardedPaths(secretManagerModel);
const ctx = (d: Driver) => d.snapshot().context as SecretManagerContext;
const last = (d: Driver, actor: string) => d.invocations[actor]?.at(-1);
const writes = [{ type: 'ADD' }, { type: 'REPLACE', id: 's1' }, { type: 'EDIT', id: 's1' }, { type: 'DELETE', id: 's1' }] as const;

/** A closed dialog keeps no typed value. */
const noValueKept = (d: Driver) => expect(ctx(d).form.value).toBe('');
const emptyForm = { name: '', value: '', description: '' };
type Step = Parameters<StateChecks[string]>[1];
const valueOf = (step: Step) => (step.event as { value?: string }).value;

/** Each field takes what was typed and clears the form's problem. */
function expectTyped(d: Driver, step: Step) {
  const form = ctx(d).form;
  const typed = { NAME_CHANGED: form.name, VALUE_CHANGED: form.value, DESCRIPTION_CHANGED: form.description }[step.event.type as 'NAME_CHANGED'];
  if (typed === undefined) return;
  expect(typed).toBe(valueOf(step));
  expect(ctx(d).formError).toBeNull();
}

/** A dialog opens empty (or on the secret's name and description), with nothing said. */
function expectOpened(d: Driver, form: { name: string; value: string; description: string }, selectedId: string | null) {
  const c = ctx(d);
  expect(c.form).toEqual(form);
  expect(c.selectedId).toBe(selectedId);
  expect([c.formError, c.error, c.notice]).toEqual([null, null, null]);
}

const checks: StateChecks = {
  loading: (d, step) => {
    expect(last(d, 'loadSecrets')).toEqual({ companyId: 'c1' });
    if (step.event.type === 'xstate.init')
      expect(ctx(d)).toEqual({ companyId: 'c1', secrets: [], canWrite: false, selectedId: null, form: emptyForm, formError: null, error: null, notice: null });
    // A retry clears the failure.
    expect(ctx(d).error).toBeNull();
  },
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
    if (step.event.type === 'xstate.done.actor.describeSecret') {
      expect(c.secrets.find((s) => s.id === 's1')).toEqual(shopKeyRenamed);
      expect(c.notice).toEqual({ key: 'secrets.notices.edited', values: { name: 'STORE_API_KEY' } });
    }
    if (step.event.type === 'xstate.done.actor.loadSecrets') {
      // The server's secrets by name, and its word on who may write.
      const answer = (step.event as { output?: { secrets: unknown[]; canWrite: boolean } }).output!;
      expect(c.canWrite).toBe(answer.canWrite);
      expect(c.secrets).toEqual(answer.secrets.length === 2 ? [mailPassword, shopKey] : [shopKey]);
    }
    if (step.event.type === 'CANCEL') expect([c.form, c.formError]).toEqual([emptyForm, null]);
    if (step.event.type === 'xstate.done.actor.deleteSecret') {
      expect(c.notice).toEqual({ key: 'secrets.notices.deleted', values: { name: 'SHOP_API_KEY' } });
      expect(c.secrets.map((s) => s.id)).not.toContain('s1');
      // Only the deleted secret goes.
      expect(c.secrets).toContainEqual(mailPassword);
    }
    if (step.event.type === 'xstate.error.actor.deleteSecret')
      expect(c.error).toEqual({ key: 'secrets.errors.deleteFailed', message: 'Only an ADMIN of the company can change its secrets.' });
    expect(c.secrets.map((s) => s.name)).toEqual([...c.secrets.map((s) => s.name)].sort((a, b) => a.localeCompare(b)));
  },
  adding: (d, step) => {
    const c = ctx(d);
    expect(c.canWrite).toBe(true);
    if (step.event.type === 'ADD') expectOpened(d, emptyForm, null);
    expectTyped(d, step);
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
    if (step.event.type === 'REPLACE') expectOpened(d, emptyForm, 's1');
    expectTyped(d, step);
    if (step.event.type === 'SUBMIT') expect(c.formError).toEqual({ key: 'secrets.errors.valueEmpty' });
    if (step.event.type === 'xstate.error.actor.replaceValue') expect(c.formError).toEqual({ key: 'secrets.errors.replaceFailed', message: 'This secret does not exist.' });
  },
  replacingValue: (d) => expect(last(d, 'replaceValue')).toEqual({ companyId: 'c1', id: ctx(d).selectedId, value: ctx(d).form.value }),
  editing: (d, step) => {
    const c = ctx(d);
    if (step.event.type === 'EDIT') expectOpened(d, { name: 'SHOP_API_KEY', value: '', description: 'The shop' }, 's1');
    expectTyped(d, step);
    if (step.event.type === 'SUBMIT') expect(c.formError).toEqual(editProblem(c));
    if (step.event.type === 'xstate.error.actor.describeSecret') expect(c.formError).toEqual({ key: 'secrets.errors.editFailed', message: nameTakenMessage });
  },
  savingDetails: (d) => {
    const c = ctx(d);
    expect(last(d, 'describeSecret')).toEqual({ companyId: 'c1', id: c.selectedId, name: c.form.name.trim(), description: c.form.description.trim() });
  },
  confirmingDelete: (d) => {
    expect(selectedSecret(ctx(d))).toBeDefined();
    expectOpened(d, emptyForm, 's1');
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
  it('are generated from the model', () => {
    expect(generationFailure).toBeUndefined();
    expect(paths.length).toBeGreaterThan(0);
  });
  it('reach every state and take every transition', () => {
    expect(assertFullCoverage(secretManagerMachine, paths).transitions.missing).toEqual([]);
  });
  it.each(paths.map((p, i) => [i + 1, p.scenario, p.description, p] as const))('path %i [%s]: %s', async (_, __, ___, path) => {
    await replayPath(secretManagerModel, path, checks);
  });
});

describe('names and descriptions typed with surrounding spaces', () => {
  it('are sent without them; the value is sent as typed', async () => {
    const asked: Record<string, unknown[]> = {};
    const record = <T>(name: string, input: unknown, answer: T) => ((asked[name] ??= []).push(input), answer);
    const actor = createActor(
      secretManagerMachine.provide({
        actors: {
          loadSecrets: fromPromise(async () => ({ secrets: [shopKey], canWrite: true as boolean })),
          createSecret: fromPromise(async ({ input }) => record('createSecret', input, taxToken)),
          describeSecret: fromPromise(async ({ input }) => record('describeSecret', input, shopKeyRenamed)),
        },
      }),
      { input: { companyId: 'c1' } },
    ).start();
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
    await settle();
    actor.send({ type: 'ADD' });
    actor.send({ type: 'NAME_CHANGED', value: ' TAX_TOKEN  ' });
    actor.send({ type: 'VALUE_CHANGED', value: ' tax-token-9zz9 ' });
    actor.send({ type: 'DESCRIPTION_CHANGED', value: '  Tax office ' });
    actor.send({ type: 'SUBMIT' });
    await settle();
    actor.send({ type: 'EDIT', id: 's1' });
    actor.send({ type: 'NAME_CHANGED', value: ' STORE_API_KEY ' });
    actor.send({ type: 'DESCRIPTION_CHANGED', value: ' The store ' });
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(asked).toEqual({
      createSecret: [{ companyId: 'c1', name: 'TAX_TOKEN', value: ' tax-token-9zz9 ', description: 'Tax office' }],
      describeSecret: [{ companyId: 'c1', id: 's1', name: 'STORE_API_KEY', description: 'The store' }],
    });
    expect(actor.getSnapshot().context.secrets.map((s) => s.name)).toEqual(['STORE_API_KEY', 'TAX_TOKEN']);
    actor.stop();
  });
});

describe('the problems of a secret form', () => {
  const context = (form: { name: string; value: string; description: string }, selectedId: string | null = null): SecretManagerContext => ({
    companyId: 'c1',
    secrets: [mailPassword, shopKey],
    canWrite: true,
    selectedId,
    form,
    formError: null,
    error: null,
    notice: null,
  });
  const long = 'x'.repeat(501);

  it("are the name's first, then the value's, then the description's", () => {
    expect(createProblem(context({ name: '1st key', value: '', description: long }))).toEqual({ key: 'secrets.errors.nameInvalid' });
    expect(createProblem(context({ name: 'TAX_TOKEN', value: '', description: long }))).toEqual({ key: 'secrets.errors.valueEmpty' });
    expect(createProblem(context({ name: 'TAX_TOKEN', value: 'v', description: long }))).toEqual({ key: 'secrets.errors.descriptionTooLong', values: { max: 500 } });
    expect(createProblem(context({ name: 'TAX_TOKEN', value: 'v', description: '' }))).toBeNull();
  });

  it("let an edited secret keep its own name, not take another's", () => {
    expect(editProblem(context({ name: 'SHOP_API_KEY', value: '', description: '' }, 's1'))).toBeNull();
    expect(editProblem(context({ name: 'mail_password', value: '', description: '' }, 's1'))).toEqual({ key: 'secrets.errors.nameTaken' });
    expect(createProblem(context({ name: 'SHOP_API_KEY', value: 'v', description: '' }))).toEqual({ key: 'secrets.errors.nameTaken' });
  });

  it('are shown when the form is sent, and nothing is sent', async () => {
    const asked: unknown[] = [];
    const actor = createActor(
      secretManagerMachine.provide({
        actors: {
          loadSecrets: fromPromise(async () => ({ secrets: [shopKey], canWrite: true as boolean })),
          createSecret: fromPromise(async ({ input }) => (asked.push(input), taxToken)),
        },
      }),
      { input: { companyId: 'c1' } },
    ).start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    actor.send({ type: 'ADD' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.formError).toEqual({ key: 'secrets.errors.nameEmpty' });
    actor.send({ type: 'CANCEL' });
    actor.send({ type: 'REPLACE', id: 's1' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.formError).toEqual({ key: 'secrets.errors.valueEmpty' });
    actor.send({ type: 'CANCEL' });
    actor.send({ type: 'EDIT', id: 's1' });
    actor.send({ type: 'NAME_CHANGED', value: '' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.formError).toEqual({ key: 'secrets.errors.nameEmpty' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(asked).toEqual([]);
    actor.stop();
  });
});
