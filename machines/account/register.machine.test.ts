import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type AnyActorRef, type AnyMachineSnapshot } from 'xstate';
import { failureBody, failureStatus } from '../shared/apiError';
import {
  passwordChecks,
  registerFailureText,
  registerFormValid,
  registerMachine,
  registerTexts,
  type RegisterContext,
  type RegisterEvent,
  type RegisterInput,
} from './register.machine';
import { registerModel } from '../../tests/paths/models/register.model';
import { assertFullCoverage } from '../../tests/paths/coverage';
import { replayPath, type Driver, type StateChecks } from '../../tests/paths/driver';
import { guardedPaths } from '../../tests/paths/model';
import { commonTexts } from '../shared/text';
import { httpFailure } from '../../tests/paths/models/fixtures';

const { paths, failure: generationFailure } = guardedPaths(registerModel);
const ctx = (d: Driver) => d.snapshot().context as RegisterContext;

/** Spec 8, register row. */
function expectedText(error: unknown) {
  const status = failureStatus(error);
  if (status === undefined) return { key: commonTexts.noInternet };
  if (status === 500) return { key: commonTexts.internet };
  if (status === 402) return { key: registerTexts.emailInUse };
  if (status === 404) return { key: registerTexts.invitationInvalid };
  return { key: commonTexts.other, message: failureBody(error)?.message };
}

const checks: StateChecks = {
  editing: (d, step) => {
    expect(d.snapshot().can({ type: 'SUBMIT' })).toBe(registerFormValid(ctx(d)));
    if (step.event.type.startsWith('xstate.error.actor.')) {
      expect(ctx(d).error).toEqual(expectedText((step.event as { error?: unknown }).error));
    }
  },
  signingUp: (d) => {
    expect(d.invocations.signup?.at(-1)).toEqual({ name: 'Ada', surname: 'Lovelace', email: 'ada@example.com', password: 'Str0ng!Pass' });
    expect(ctx(d).error).toBeNull();
  },
  acceptingInvitation: (d) => {
    expect(d.invocations.acceptInvitation?.at(-1)).toEqual({ token: 'inv-1', body: { name: 'Ada', surname: 'Lovelace', password: 'Str0ng!Pass' } });
  },
  welcome: (d) => {
    expect(d.called('storeWelcome')).toEqual([{ name: 'Ada', email: 'ada@example.com' }]);
    expect(d.calls.map((c) => c.type)).toEqual(['storeWelcome', 'goToWelcome']);
  },
  invited: (d) => expect(d.calls.map((c) => c.type)).toEqual(['goToLogin']),
  liveChat: (d) => expect(d.calls.map((c) => c.type)).toEqual(['goToLiveChat']),
};

describe('registerMachine paths', () => {
  it('are generated from the model', () => {
    expect(generationFailure).toBeUndefined();
    expect(paths.length).toBeGreaterThan(0);
  });
  it('reach every state and take every transition', () => {
    expect(assertFullCoverage(registerMachine, paths).transitions.missing).toEqual([]);
  });
  it.each(paths.map((p, i) => [i + 1, p.scenario, p.description, p] as const))('path %i [%s]: %s', async (_, __, ___, path) => {
    await replayPath(registerModel, path, checks);
  });
});

describe('register rules', () => {
  const base: RegisterContext = { name: 'Ada', surname: 'L', email: '', password: 'Str0ng!Pass', error: null };
  it('skips the e-mail only in invitation mode', () => {
    expect(registerFormValid(base)).toBe(false);
    expect(registerFormValid({ ...base, invitationToken: 'inv' })).toBe(true);
    expect(registerFormValid({ ...base, email: 'ada@example.com' })).toBe(true);
  });
  it('shows one live check mark per rule', () => {
    expect(passwordChecks({ password: 'abcDEF12' })).toEqual({ length: true, lowercase: true, uppercase: true, number: true, symbol: false });
  });
});

describe('register, run as the page runs it', () => {
  type Sent = { signup: unknown[]; acceptInvitation: unknown[]; welcome: unknown[]; calls: string[] };
  /** The machine with its actors answering `answer` (a value, or a failure thrown), and what it sent. */
  function started(input: RegisterInput, answer: { fails?: unknown } = {}) {
    const sent: Sent = { signup: [], acceptInvitation: [], welcome: [], calls: [] };
    const reply = async (list: unknown[], value: unknown) => {
      list.push(value);
      if (answer.fails) throw answer.fails;
      return { status: 'ok' };
    };
    const actor = createActor(
      registerMachine.provide({
        actors: {
          signup: fromPromise(({ input: request }) => reply(sent.signup, request)),
          acceptInvitation: fromPromise(({ input: request }) => reply(sent.acceptInvitation, request)),
        },
        actions: {
          storeWelcome: (_, params) => void sent.welcome.push(params),
          goToWelcome: () => void sent.calls.push('goToWelcome'),
          goToLogin: () => void sent.calls.push('goToLogin'),
          goToLiveChat: () => void sent.calls.push('goToLiveChat'),
        },
      }),
      { input },
    ).start();
    return { actor, sent };
  }
  const fill = (actor: { send: (event: RegisterEvent) => void }, values: { name: string; surname: string; email?: string; password: string }) => {
    actor.send({ type: 'NAME_CHANGED', value: values.name });
    actor.send({ type: 'SURNAME_CHANGED', value: values.surname });
    if (values.email !== undefined) actor.send({ type: 'EMAIL_CHANGED', value: values.email });
    actor.send({ type: 'PASSWORD_CHANGED', value: values.password });
  };
  /** Waits until the call the form sent has answered: back to editing, or done. */
  const answered = (actor: AnyActorRef) => waitFor(actor, (snapshot: AnyMachineSnapshot) => snapshot.matches('editing') || snapshot.status === 'done');

  it('starts empty, keeps what is typed as typed, and sends it trimmed (the password as it is)', async () => {
    const { actor, sent } = started({});
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context).toEqual({ name: '', surname: '', email: '', password: '', error: null });
    fill(actor, { name: ' Ada ', surname: ' Lovelace ', email: ' ada@example.com ', password: ' Str0ng!Pass ' });
    expect(actor.getSnapshot().context).toMatchObject({ name: ' Ada ', surname: ' Lovelace ', email: ' ada@example.com ', password: ' Str0ng!Pass ' });
    actor.send({ type: 'SUBMIT' });
    await answered(actor);
    expect(sent.signup).toEqual([{ name: 'Ada', surname: 'Lovelace', email: 'ada@example.com', password: ' Str0ng!Pass ' }]);
    expect(sent.welcome).toEqual([{ name: 'Ada', email: 'ada@example.com' }]);
    expect(actor.getSnapshot().value).toBe('welcome');
  });

  it('a blank surname is not a surname', () => {
    expect(registerFormValid({ name: 'Ada', surname: '   ', email: 'ada@example.com', password: 'Str0ng!Pass', error: null })).toBe(false);
  });

  it('clears the last failure when it sends again', async () => {
    const { actor } = started({}, { fails: httpFailure(402) });
    fill(actor, { name: 'Ada', surname: 'Lovelace', email: 'ada@example.com', password: 'Str0ng!Pass' });
    actor.send({ type: 'SUBMIT' });
    await answered(actor);
    expect(actor.getSnapshot().context.error).toEqual({ key: registerTexts.emailInUse });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('signingUp');
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it.each([
    ['Agent', 'liveChat', 'goToLiveChat'],
    ['AGENT', 'liveChat', 'goToLiveChat'],
    ['agent', 'liveChat', 'goToLiveChat'],
    ['USER', 'invited', 'goToLogin'],
    [undefined, 'invited', 'goToLogin'],
  ] as const)('an invitation as %s sends the token and the trimmed names, then goes to %s', async (userType, state, call) => {
    const { actor, sent } = started({ invitationToken: 'inv-9', ...(userType ? { userType } : {}) });
    fill(actor, { name: ' Ada ', surname: ' Lovelace ', password: 'Str0ng!Pass' });
    actor.send({ type: 'SUBMIT' });
    await answered(actor);
    expect(sent.acceptInvitation).toEqual([{ token: 'inv-9', body: { name: 'Ada', surname: 'Lovelace', password: 'Str0ng!Pass' } }]);
    expect(actor.getSnapshot().value).toBe(state);
    expect(sent.calls).toEqual([call]);
  });

  it('names a refusal without a body as another problem, without words of its own', () => {
    expect(registerFailureText({ kind: 'http', status: 400 })).toEqual({ key: commonTexts.other });
  });

  it.each([
    [{}, 'ada@example.com'],
    [{ invitationToken: 'inv-9' }, undefined],
  ] as const)('without the calls provided, sending fails and says so (%j)', async (input, email) => {
    const actor = createActor(registerMachine, { input }).start();
    fill(actor, { name: 'Ada', surname: 'Lovelace', ...(email ? { email } : {}), password: 'Str0ng!Pass' });
    actor.send({ type: 'SUBMIT' });
    await answered(actor);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.error).toEqual({ key: commonTexts.noInternet });
  });
});
