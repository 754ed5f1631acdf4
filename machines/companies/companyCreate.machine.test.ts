import { createActor, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { failureBody, failureStatus } from '../shared/apiError';
import { companyCreateFailureText, companyCreateFormValid, companyCreateMachine, companyCreateTexts, type CompanyCreateContext } from './companyCreate.machine';
import { companyCreateModel } from '../../tests/paths/models/companyCreate.model';
import { assertFullCoverage } from '../../tests/paths/coverage';
import { createDriver, replayPath, type Driver, type StateChecks } from '../../tests/paths/driver';
import { guardedPaths } from '../../tests/paths/model';
import { done, failed, httpFailure, networkFailure } from '../../tests/paths/models/fixtures';
import { commonTexts } from '../shared/text';

const { paths, failure: generationFailure } = guardedPaths(companyCreateModel);
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
  it('are generated from the model', () => {
    expect(generationFailure).toBeUndefined();
    expect(paths.length).toBeGreaterThan(0);
  });
  it('reach every state and take every transition', () => {
    expect(assertFullCoverage(companyCreateMachine, paths).transitions.missing).toEqual([]);
  });
  it.each(paths.map((p, i) => [i + 1, p.scenario, p.description, p] as const))('path %i [%s]: %s', async (_, __, ___, path) => {
    await replayPath(companyCreateModel, path, checks);
  });
});

describe('creating a company as the popup sees it', () => {
  const open = async () => {
    const d = createDriver(companyCreateModel);
    await d.apply({ type: 'OPEN' });
    return d;
  };
  const fill = async (d: Driver, name = '  Globex ', description = ' Bots for support  ') => {
    await d.apply({ type: 'NAME_CHANGED', value: name });
    await d.apply({ type: 'DESCRIPTION_CHANGED', value: description });
  };
  const submitted = async () => {
    const d = await open();
    await fill(d);
    await d.apply({ type: 'SUBMIT' });
    return d;
  };

  it('starts closed with an empty form; only OPEN does anything', async () => {
    const d = createDriver(companyCreateModel);
    expect(d.snapshot().value).toBe('closed');
    expect(ctx(d)).toEqual(empty);
    for (const event of [{ type: 'SUBMIT' }, { type: 'CLOSE' }, { type: 'NAME_CHANGED', value: 'Globex' }]) expect(d.snapshot().can(event)).toBe(false);
    await d.apply({ type: 'OPEN' });
    expect(d.snapshot().value).toBe('editing');
    expect(ctx(d)).toEqual(empty);
    expect(d.snapshot().can({ type: 'OPEN' })).toBe(false);
    expect(d.snapshot().can({ type: 'SUBMIT' })).toBe(false);
  });

  it('shows the empty-name error at once, but no length error while typing', async () => {
    const d = await open();
    await d.apply({ type: 'NAME_CHANGED', value: '   ' });
    expect(ctx(d)).toMatchObject({ name: '   ', nameError: { key: commonTexts.fieldEmpty } });
    expect(d.snapshot().can({ type: 'SUBMIT' })).toBe(false);
    await d.apply({ type: 'NAME_CHANGED', value: 'G' });
    expect(ctx(d)).toMatchObject({ name: 'G', nameError: null });
    expect(d.snapshot().can({ type: 'SUBMIT' })).toBe(true);
  });

  it('keeps the chosen country and the description as typed', async () => {
    const d = await open();
    await d.apply({ type: 'COUNTRY_CHANGED', value: 'GERMANY' });
    await d.apply({ type: 'DESCRIPTION_CHANGED', value: 'Shops' });
    expect(ctx(d)).toEqual({ ...empty, country: 'GERMANY', requestDescription: 'Shops' });
  });

  it('a submit with a short name or no description shows the field errors; typing clears them', async () => {
    const d = await open();
    await fill(d, ' G ', '   ');
    await d.apply({ type: 'SUBMIT' });
    expect(d.snapshot().value).toBe('editing');
    expect(ctx(d)).toMatchObject({ nameError: { key: commonTexts.nameTooShort }, descriptionError: { key: companyCreateTexts.descriptionEmpty } });
    expect(d.invocations.createCompany).toBeUndefined();
    await d.apply({ type: 'DESCRIPTION_CHANGED', value: 'Shops' });
    expect(ctx(d).descriptionError).toBeNull();
    await d.apply({ type: 'SUBMIT' });
    expect(ctx(d)).toMatchObject({ nameError: { key: commonTexts.nameTooShort }, descriptionError: null });
    await d.apply({ type: 'NAME_CHANGED', value: 'Gl' });
    expect(ctx(d).nameError).toBeNull();
    await d.apply({ type: 'DESCRIPTION_CHANGED', value: '' });
    await d.apply({ type: 'SUBMIT' });
    expect(ctx(d)).toMatchObject({ nameError: null, descriptionError: { key: companyCreateTexts.descriptionEmpty } });
    expect(d.invocations.createCompany).toBeUndefined();
  });

  it('a submit with an empty name does nothing', async () => {
    const d = await open();
    await fill(d, '  ', 'Shops');
    await d.apply({ type: 'SUBMIT' });
    expect(d.snapshot().value).toBe('editing');
    expect(ctx(d)).toMatchObject({ nameError: { key: commonTexts.fieldEmpty }, descriptionError: null });
    expect(d.invocations.createCompany).toBeUndefined();
  });

  it('creates the company with the trimmed name and description and the chosen country', async () => {
    const d = await open();
    await d.apply({ type: 'COUNTRY_CHANGED', value: 'GERMANY' });
    await fill(d);
    await d.apply({ type: 'SUBMIT' });
    expect(d.snapshot().value).toBe('creating');
    expect(d.invocations.createCompany).toEqual([{ name: 'Globex', country: 'GERMANY', requestDescription: 'Bots for support' }]);
    expect(d.snapshot().can({ type: 'SUBMIT' })).toBe(false);
    expect(d.snapshot().can({ type: 'NAME_CHANGED', value: 'x' })).toBe(false);
    await d.apply(done('createCompany', { id: 'c9', name: 'Globex' }));
    expect(d.snapshot().value).toBe('closed');
    expect(ctx(d)).toEqual(empty);
    expect(d.calls).toEqual([
      { type: 'showToast', params: { text: { key: companyCreateTexts.created, values: { name: 'Globex' } } } },
      { type: 'refetchCompanies', params: undefined },
    ]);
  });

  it.each([
    ['a server error', httpFailure(503), { key: companyCreateTexts.internet }],
    ['a 500', httpFailure(500), { key: companyCreateTexts.internet }],
    ['a taken name', httpFailure(402), { key: companyCreateTexts.nameTaken }],
    ['a refusal with a message', httpFailure(400, { message: 'No "<" please.' }), { key: companyCreateTexts.failed, message: 'No "<" please.', values: { name: 'Globex' } }],
    ['a refusal without a message', httpFailure(499, { message: '' }), { key: companyCreateTexts.failed, values: { name: 'Globex' } }],
    ['no answer at all', networkFailure, { key: commonTexts.noInternet }],
  ])('after %s the form stays as typed with the reason', async (_, error, expected) => {
    const d = await submitted();
    await d.apply(failed('createCompany', error));
    expect(d.snapshot().value).toBe('editing');
    expect(ctx(d)).toEqual({ name: '  Globex ', country: 'TURKEY', requestDescription: ' Bots for support  ', nameError: null, descriptionError: null, error: expected });
    expect(d.calls).toEqual([]);
  });

  it('editing a field after a failure hides it; a new try starts without it', async () => {
    const d = await submitted();
    await d.apply(failed('createCompany', networkFailure));
    await d.apply({ type: 'NAME_CHANGED', value: 'Globex 2' });
    expect(ctx(d).error).toBeNull();
    await d.apply({ type: 'SUBMIT' });
    await d.apply(failed('createCompany', httpFailure(402)));
    expect(ctx(d).error).toEqual({ key: companyCreateTexts.nameTaken });
    await d.apply({ type: 'DESCRIPTION_CHANGED', value: 'More bots' });
    expect(ctx(d).error).toBeNull();
    await d.apply({ type: 'SUBMIT' });
    await d.apply(failed('createCompany', networkFailure));
    await d.apply({ type: 'SUBMIT' });
    expect(d.snapshot().value).toBe('creating');
    expect(ctx(d).error).toBeNull();
    expect(d.invocations.createCompany?.at(-1)).toEqual({ name: 'Globex 2', country: 'TURKEY', requestDescription: 'More bots' });
  });

  it('CLOSE drops the form, its errors and the chosen country', async () => {
    const d = await open();
    await d.apply({ type: 'COUNTRY_CHANGED', value: 'GERMANY' });
    await fill(d, 'G', '');
    await d.apply({ type: 'SUBMIT' });
    await d.apply({ type: 'CLOSE' });
    expect(d.snapshot().value).toBe('closed');
    expect(ctx(d)).toEqual(empty);
    await d.apply({ type: 'OPEN' });
    expect(ctx(d)).toEqual(empty);
    expect(d.calls).toEqual([]);
  });
});

describe('without a createCompany from the app', () => {
  it('a submitted form fails instead of closing', async () => {
    const actor = createActor(companyCreateMachine).start();
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'NAME_CHANGED', value: 'Globex' });
    actor.send({ type: 'DESCRIPTION_CHANGED', value: 'Shops' });
    actor.send({ type: 'SUBMIT' });
    const snapshot = await waitFor(actor, (s) => !s.matches('creating'));
    expect(snapshot.value).toBe('editing');
    expect(snapshot.context.error).toEqual({ key: commonTexts.noInternet });
  });
});

describe('companyCreateFailureText', () => {
  it.each([
    [httpFailure(499, { message: 'Nope' }), { key: companyCreateTexts.failed, message: 'Nope', values: { name: 'Globex' } }],
    [httpFailure(500), { key: companyCreateTexts.internet }],
    [httpFailure(401, { message: '' }), { key: companyCreateTexts.failed, values: { name: 'Globex' } }],
    [
      { kind: 'http', status: 404 },
      { key: companyCreateTexts.failed, values: { name: 'Globex' } },
    ],
  ])('reads %j', (error, expected) => {
    expect(companyCreateFailureText(error, 'Globex')).toEqual(expected);
  });
});
