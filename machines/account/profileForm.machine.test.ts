import { describe, expect, it } from 'vitest';
import { hasUnsavedChanges, profileFailureText, profileFormMachine, type ProfileFormContext } from './profileForm.machine';
import { commonTexts, text } from '../shared/text';
import { passwordForm, profileFormModel, refusedName } from '../../tests/paths/models/profileForm.model';
import { assertFullCoverage } from '../../tests/paths/coverage';
import { replayPath, type Driver, type StateChecks } from '../../tests/paths/driver';
import { guardedPaths } from '../../tests/paths/model';

const { paths, failure: generationFailure } = guardedPaths(profileFormModel);
const ctx = (d: Driver) => d.snapshot().context as ProfileFormContext;
const isPasswordForm = (d: Driver) => 'newPassword' in ctx(d).initial;

const checks: StateChecks = {
  editing: (d, step) => {
    const c = ctx(d);
    expect(c.notice).toBeNull();
    if (step.event.type === 'CHANGED') {
      // Typing clears the last outcome and keeps what was typed.
      expect(c.error).toBeNull();
      const { field, value } = step.event as unknown as { field: string; value: string };
      expect(c.values[field]).toBe(value);
    }
    if (step.event.type === 'xstate.error.actor.submit') {
      // A failed call keeps the fields and says why: the server's message, else the spec's network texts.
      const error = (step.event as { error?: unknown }).error;
      expect(c.error).toEqual(profileFailureText(error));
      expect(c.values).toEqual(d.invocations.submit?.at(-1));
    }
    expect(d.lastCalls()).toEqual([]);
  },
  submitting: (d) => {
    const c = ctx(d);
    expect(d.invocations.submit?.at(-1)).toEqual(c.values);
    expect(c.error).toBeNull();
    expect(c.notice).toBeNull();
  },
  done: (d, step) => {
    const c = ctx(d);
    const output = (step.event as { output?: unknown }).output ?? null;
    expect(c.notice).toEqual(text(c.successKey));
    expect(c.error).toBeNull();
    expect(c.output).toEqual(output);
    // The password form starts empty again; the name form keeps the saved name.
    if (isPasswordForm(d)) expect(c.values).toEqual(passwordForm.values);
    else expect(c.values).toEqual(d.invocations.submit?.at(-1));
    expect(d.lastCalls()).toEqual([{ type: 'succeeded', params: { output, values: d.invocations.submit?.at(-1) } }]);
  },
};

describe('profileFormMachine paths', () => {
  it('are generated from the model', () => {
    expect(generationFailure).toBeUndefined();
    expect(paths.length).toBeGreaterThan(0);
  });
  it('reach every state and take every transition', () => {
    const coverage = assertFullCoverage(profileFormMachine, paths);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
  it.each(paths.map((p, i) => [i + 1, p.scenario, p.description, p] as const))('path %i [%s]: %s', async (_, __, ___, path) => {
    await replayPath(profileFormModel, path, checks);
  });
});

describe('profile failure texts (spec 01 section 8)', () => {
  it('shows the server’s readable message, else the network texts', () => {
    expect(profileFailureText(refusedName)).toEqual({ key: commonTexts.other, message: 'Name is at most 50 characters.' });
    expect(profileFailureText({ kind: 'network' })).toEqual(text(commonTexts.noInternet));
    expect(profileFailureText({ kind: 'http', status: 503 })).toEqual(text(commonTexts.internet));
    expect(profileFailureText({ kind: 'http', status: 500 })).toEqual(text(commonTexts.internet));
    // A refusal without a readable body shows the general text.
    expect(profileFailureText({ kind: 'http', status: 400 })).toEqual(text(commonTexts.other));
  });
});

describe('unsaved changes of a profile form (the Leave Page question)', () => {
  it('are a field whose value differs from the one the form started from, an empty field counting as no value', () => {
    expect(hasUnsavedChanges({ values: { name: 'Ada', surname: 'L' }, initial: { name: 'Ada', surname: 'L' } })).toBe(false);
    expect(hasUnsavedChanges({ values: { name: 'Ada', surname: 'K' }, initial: { name: 'Ada', surname: 'L' } })).toBe(true);
    expect(hasUnsavedChanges({ values: { name: 'Ada' }, initial: { name: 'Ada', surname: 'L' } })).toBe(true);
    expect(hasUnsavedChanges({ values: { name: 'Ada', surname: 'L' }, initial: { name: 'Ada' } })).toBe(true);
    expect(hasUnsavedChanges({ values: { password: '' }, initial: {} })).toBe(false);
    expect(hasUnsavedChanges({ values: {}, initial: { password: '' } })).toBe(false);
    expect(hasUnsavedChanges({ values: {}, initial: {} })).toBe(false);
  });
});
