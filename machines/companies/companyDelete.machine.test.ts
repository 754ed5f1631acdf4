import { createActor, waitFor, type AnyEventObject } from 'xstate';
import { describe, expect, it } from 'vitest';
import { companyDeleteMachine, companyDeleteTexts, type CompanyDeleteContext } from './companyDelete.machine';
import { companyDeleteModel } from '../../tests/paths/models/companyDelete.model';
import { assertFullCoverage } from '../../tests/paths/coverage';
import { createDriver, replayPath, type Driver, type StateChecks } from '../../tests/paths/driver';
import { expectedFailure } from '../../tests/paths/expectedFailure';
import { guardedPaths } from '../../tests/paths/model';
import { companyCallFailures, done, failed, httpFailure, networkFailure, unsuccessfulAnswers } from '../../tests/paths/models/fixtures';
import { commonTexts } from '../shared/text';

const { paths, failure: generationFailure } = guardedPaths(companyDeleteModel);
const acmeCompany = { id: 'c1', name: 'Acme' };
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
  it('are generated from the model', () => {
    expect(generationFailure).toBeUndefined();
    expect(paths.length).toBeGreaterThan(0);
  });
  it('reach every state and take every transition', () => {
    expect(assertFullCoverage(companyDeleteMachine, paths).transitions.missing).toEqual([]);
  });
  it.each(paths.map((p, i) => [i + 1, p.scenario, p.description, p] as const))('path %i [%s]: %s', async (_, __, ___, path) => {
    await replayPath(companyDeleteModel, path, checks);
  });
});

describe('deleting a company as the popup sees it', () => {
  const globex = { id: 'c9', name: 'Globex' };
  const open = async (company = globex) => {
    const d = createDriver(companyDeleteModel);
    await d.apply({ type: 'OPEN', company });
    return d;
  };
  const confirm = async (d: Driver, word = 'Delete') => {
    await d.apply({ type: 'WORD_CHANGED', value: word });
    await d.apply({ type: 'YES' });
  };

  it('starts closed with an empty form and ignores the popup buttons', async () => {
    const d = createDriver(companyDeleteModel);
    expect(d.snapshot().value).toBe('closed');
    expect(ctx(d)).toEqual({ company: null, word: '', error: null });
    for (const event of [{ type: 'YES' }, { type: 'NO' }, { type: 'WORD_CHANGED', value: 'Delete' }]) {
      expect(d.snapshot().can(event)).toBe(false);
      await d.apply(event);
    }
    expect(d.snapshot().value).toBe('closed');
    expect(ctx(d)).toEqual({ company: null, word: '', error: null });
    expect(d.invocations.deleteCompany).toBeUndefined();
  });

  it('opens on the chosen company with an empty word', async () => {
    const d = await open();
    expect(d.snapshot().value).toBe('confirming');
    expect(ctx(d)).toEqual({ company: globex, word: '', error: null });
    expect(d.snapshot().can({ type: 'OPEN', company: acmeCompany })).toBe(false);
  });

  it('keeps the typed word and clears a shown error as the user types', async () => {
    const d = await open();
    await confirm(d, 'delete');
    expect(ctx(d)).toEqual({ company: globex, word: 'delete', error: { key: companyDeleteTexts.wrongWord } });
    await d.apply({ type: 'WORD_CHANGED', value: 'Dele' });
    expect(ctx(d)).toEqual({ company: globex, word: 'Dele', error: null });
  });

  it.each(['delete', 'DELETE', ' Delete', 'Delete ', 'Deleted', ''])('refuses the word %j without calling the server', async (word) => {
    const d = await open();
    await confirm(d, word);
    expect(d.snapshot().value).toBe('confirming');
    expect(ctx(d).error).toEqual({ key: companyDeleteTexts.wrongWord });
    expect(d.invocations.deleteCompany).toBeUndefined();
  });

  it('deletes the chosen company with the exact word, then closes with a toast and a new list', async () => {
    const d = await open();
    await confirm(d);
    expect(d.snapshot().value).toBe('deleting');
    expect(d.invocations.deleteCompany).toEqual([{ id: 'c9' }]);
    expect(d.snapshot().can({ type: 'NO' })).toBe(false);
    expect(d.snapshot().can({ type: 'WORD_CHANGED', value: 'x' })).toBe(false);
    await d.apply(done('deleteCompany', { success: true }));
    expect(d.snapshot().value).toBe('closed');
    expect(ctx(d)).toEqual({ company: null, word: '', error: null });
    expect(d.calls).toEqual([
      { type: 'showToast', params: { text: { key: companyDeleteTexts.deleted, values: { name: 'Globex' } } } },
      { type: 'refetchCompanies', params: undefined },
    ]);
  });

  it.each(unsuccessfulAnswers)('stays open with the failure when the server answers %s', async (_, output) => {
    const d = await open();
    await confirm(d);
    await d.apply(done('deleteCompany', output));
    expect(d.snapshot().value).toBe('confirming');
    expect(ctx(d)).toEqual({ company: globex, word: 'Delete', error: { key: companyDeleteTexts.failed, values: { name: 'Globex' } } });
    expect(d.calls).toEqual([]);
  });

  it.each(companyCallFailures(companyDeleteTexts.failed, 'Globex', { label: 'a refusal with a message', status: 403, message: 'Only an ADMIN of Globex can do this.' }, 502))(
    'stays open after %s and shows why',
    async (_, error, expected) => {
      const d = await open();
      await confirm(d);
      await d.apply(failed('deleteCompany', error));
      expect(d.snapshot().value).toBe('confirming');
      expect(ctx(d)).toEqual({ company: globex, word: 'Delete', error: expected });
      expect(d.calls).toEqual([]);
    },
  );

  it('clears the last failure when the user tries again, and deletes on the second try', async () => {
    const d = await open();
    await confirm(d);
    await d.apply(failed('deleteCompany', networkFailure));
    expect(ctx(d).error).toEqual({ key: commonTexts.noInternet });
    await d.apply({ type: 'YES' });
    expect(d.snapshot().value).toBe('deleting');
    expect(ctx(d).error).toBeNull();
    expect(d.invocations.deleteCompany).toEqual([{ id: 'c9' }, { id: 'c9' }]);
    await d.apply(done('deleteCompany', { success: true }));
    expect(d.snapshot().value).toBe('closed');
  });

  it('NO closes and forgets the company, the word and the error; the next OPEN starts afresh', async () => {
    const d = await open();
    await confirm(d, 'nope');
    await d.apply({ type: 'NO' });
    expect(d.snapshot().value).toBe('closed');
    expect(ctx(d)).toEqual({ company: null, word: '', error: null });
    await d.apply({ type: 'OPEN', company: acmeCompany });
    expect(ctx(d)).toEqual({ company: acmeCompany, word: '', error: null });
    expect(d.calls).toEqual([]);
  });

  it('without a deleteCompany from the app, a confirmed deletion fails instead of closing', async () => {
    const actor = createActor(companyDeleteMachine).start();
    actor.send({ type: 'OPEN', company: globex });
    actor.send({ type: 'WORD_CHANGED', value: 'Delete' });
    actor.send({ type: 'YES' });
    const snapshot = await waitFor(actor, (s) => !s.matches('deleting'));
    expect(snapshot.value).toBe('confirming');
    expect(snapshot.context.error).toEqual({ key: commonTexts.noInternet });
  });

  it('a popup opened without a company (a caller slip) still answers, naming no company', async () => {
    const slip = { type: 'OPEN', company: undefined } as unknown as AnyEventObject;
    const refused = createDriver(companyDeleteModel);
    await refused.apply(slip);
    await confirm(refused);
    expect(refused.invocations.deleteCompany).toEqual([{ id: '' }]);
    await refused.apply(done('deleteCompany', { success: false }));
    expect(refused.snapshot().value).toBe('confirming');
    expect(ctx(refused).error).toEqual({ key: companyDeleteTexts.failed, values: { name: '' } });
    await refused.apply({ type: 'YES' });
    await refused.apply(failed('deleteCompany', httpFailure(403, { message: 'No.' })));
    expect(ctx(refused).error).toEqual({ key: companyDeleteTexts.failed, message: 'No.', values: { name: '' } });
    await refused.apply({ type: 'YES' });
    await refused.apply(done('deleteCompany', { success: true }));
    expect(refused.snapshot().value).toBe('closed');
    expect(refused.calls[0]).toEqual({ type: 'showToast', params: { text: { key: companyDeleteTexts.deleted, values: { name: '' } } } });
  });
});
