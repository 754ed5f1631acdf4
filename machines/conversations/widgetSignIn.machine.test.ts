import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { assertFullCoverage } from '../../tests/paths/coverage';
import { replayPath, type Driver, type StateChecks } from '../../tests/paths/driver';
import { guardedPaths } from '../../tests/paths/model';
import { httpFailure, networkFailure } from '../../tests/paths/models/fixtures';
import { otpForm, pickerCountries, signInSession, tokenForm, widgetSignInModel } from '../../tests/paths/models/widgetSignIn.model';
import { codeComplete, detailsProblem, phoneOf, signInProblem, widgetSignInMachine, type WidgetSignInContext } from './widgetSignIn.machine';
import { FALLBACK_COUNTRY, internationalPhone, startingCountry } from './widgetSignInCountries';

const { paths, failure: generationFailure } = guardedPaths(widgetSignInModel);
const ctx = (d: Driver) => d.snapshot().context as WidgetSignInContext;
const valueOf = (step: { event: unknown }) => (step.event as { value?: string }).value;
const causeOf = (step: { event: unknown }) => (step.event as { error?: { status?: number; body?: { cause?: string } } }).error;

/** What must hold in each state, judged from what the visitor sees and what the server was asked. */
const checks: StateChecks = {
  loading: (d, step) => {
    const c = ctx(d);
    expect(d.invocations['loadForm']?.at(-1)).toEqual({ channelId: 'ch1' });
    // Nothing typed, nothing read, nothing said yet; the host page's token as given.
    if (step.event.type === 'xstate.init')
      expect(c).toEqual({ channelId: 'ch1', form: null, country: FALLBACK_COUNTRY, phone: '', name: '', email: '', code: '', token: c.token, problem: null, session: null });
    expect(c.problem).toBeNull();
  },
  details: (d, step) => {
    const c = ctx(d);
    expect(c.form).toEqual(otpForm);
    // Each field takes what was typed and clears the problem shown.
    const fields: Record<string, string> = { COUNTRY_CHANGED: c.country, PHONE_CHANGED: c.phone, NAME_CHANGED: c.name, EMAIL_CHANGED: c.email };
    if (step.event.type in fields) {
      expect(fields[step.event.type]).toBe(valueOf(step));
      expect(c.problem).toBeNull();
    }
    if (step.event.type === 'CHANGE_PHONE') expect(c.problem).toBeNull();
    if (step.event.type === 'xstate.error.actor.requestCode') expect(c.problem).toBe(causeOf(step)?.status === 429 ? 'tooMany' : 'smsFailed');
    // The picker starts on the channel's defaultCountry.
    if (step.event.type === 'xstate.done.actor.loadForm') expect(c.country).toBe('DE');
    if (step.event.type === 'SUBMIT') expect(c.problem).toBe(detailsProblem(c));
    if (step.event.type === 'xstate.error.actor.requestCode') expect(['smsFailed', 'tooMany']).toContain(c.problem);
  },
  requestingCode: (d) => {
    const c = ctx(d);
    expect(detailsProblem(c)).toBeNull();
    expect(d.invocations['requestCode']?.at(-1)).toEqual({ channelId: 'ch1', body: { phone: phoneOf(c), name: 'Ada', ...(c.email ? { email: c.email } : {}) } });
    expect(c.problem).toBeNull();
  },
  code: (d, step) => {
    const c = ctx(d);
    if (step.event.type === 'xstate.done.actor.requestCode') expect(c.code).toBe('');
    if (step.event.type === 'CODE_CHANGED') {
      // Only the digits typed count.
      expect(c.code).toBe({ '12 34 56': '123456', '12': '12' }[valueOf(step)!]);
      expect(c.problem).toBeNull();
    }
    if (step.event.type === 'xstate.error.actor.verifyCode') {
      const error = causeOf(step);
      expect(c.problem).toBe(error?.status === undefined ? 'offline' : error.status === 410 ? 'expired' : 'wrongCode');
      // A wrong code stays to be corrected.
      if (c.problem !== 'expired') expect(c.code).toBe('123456');
      // An expired or used-up code is cleared: the visitor asks for a new one.
      if (c.problem === 'expired' || c.problem === 'tooMany') expect(c.code).toBe('');
    }
    expect(d.snapshot().can({ type: 'SUBMIT' })).toBe(/^\d{6}$/.test(c.code));
  },
  verifying: (d) => {
    const c = ctx(d);
    expect(d.invocations['verifyCode']?.at(-1)).toEqual({ channelId: 'ch1', body: { phone: phoneOf(c), code: '123456' } });
  },
  'token.waiting': (d, step) => {
    expect(ctx(d).form).toEqual(tokenForm);
    if (step.event.type === 'xstate.error.actor.exchangeToken') expect(ctx(d).problem).toBe(causeOf(step)?.status === 401 ? 'tokenRefused' : 'failed');
    else expect(ctx(d).problem).toBeNull();
  },
  'token.exchanging': (d, step) => {
    expect(ctx(d).form).toEqual(tokenForm);
    expect(d.invocations['exchangeToken']?.at(-1)).toEqual({ channelId: 'ch1', token: step.event.type === 'TOKEN_GIVEN' ? 'later-token' : 'host-token' });
    if (step.event.type === 'TOKEN_GIVEN') expect(ctx(d).problem).toBeNull();
  },
  unavailable: (d) => {
    expect(ctx(d).problem).toBe('offline');
  },
  signedIn: (d) => {
    expect(d.snapshot().status).toBe('done');
    expect(d.snapshot().output).toEqual(signInSession);
    expect(d.called('remember')).toEqual([{ channelId: 'ch1', session: signInSession }]);
  },
};

describe('widgetSignInMachine paths', () => {
  it('are generated from the model', () => {
    expect(generationFailure).toBeUndefined();
    expect(paths.length).toBeGreaterThan(0);
  });
  it('reach every state and take every transition', () => {
    const coverage = assertFullCoverage(widgetSignInMachine, paths);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
  it.each(paths.map((p, i) => [i + 1, p.description, p] as const))('path %i: %s', async (_, __, path) => {
    await replayPath(widgetSignInModel, path, checks);
  });
});

describe('the sign-in details', () => {
  it('writes the phone in international form from the country and the national number', () => {
    expect(internationalPhone(pickerCountries, 'TR', '0555 111 22 33')).toBe('+905551112233');
    expect(internationalPhone(pickerCountries, 'DE', '(0151) 1234-5678')).toBe('+4915112345678');
    expect(internationalPhone(pickerCountries, 'DE', '+1 202 555 0100')).toBe('+12025550100');
    expect(internationalPhone(pickerCountries, 'DE', '0044 20 7946 0000')).toBe('+442079460000');
    expect(startingCountry(pickerCountries, 'us')).toBe('US');
    expect(startingCountry(pickerCountries, 'QQ')).toBe('TR');
  });

  it('says what the server refused', () => {
    expect(signInProblem(networkFailure)).toBe('offline');
    expect(signInProblem(httpFailure(400, { cause: 'wrong_code' }))).toBe('wrongCode');
    expect(signInProblem(httpFailure(410))).toBe('expired');
    expect(signInProblem(httpFailure(429))).toBe('tooMany');
    expect(signInProblem(httpFailure(502, { cause: 'sms_failed' }))).toBe('smsFailed');
    expect(signInProblem(httpFailure(401))).toBe('tokenRefused');
    expect(signInProblem(httpFailure(500))).toBe('failed');
  });
});

describe('the details sent for a code', () => {
  it('are the phone in international form, and the name and e-mail without surrounding spaces, left out when empty', async () => {
    const asked: unknown[] = [];
    const start = () =>
      createActor(
        widgetSignInMachine.provide({
          actors: {
            loadForm: fromPromise(async () => ({ ...otpForm, requireName: false as boolean })),
            requestCode: fromPromise(async ({ input }) => {
              asked.push(input);
              return { expiresInSeconds: 300 };
            }),
          },
        }),
        { input: { channelId: 'ch1', token: null } },
      ).start();
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
    const withAll = start();
    await settle();
    withAll.send({ type: 'PHONE_CHANGED', value: '0151 1234 5678' });
    withAll.send({ type: 'NAME_CHANGED', value: '  Ada ' });
    withAll.send({ type: 'EMAIL_CHANGED', value: ' ada@example.com  ' });
    withAll.send({ type: 'SUBMIT' });
    await settle();
    const withNone = start();
    await settle();
    withNone.send({ type: 'PHONE_CHANGED', value: '0151 1234 5678' });
    withNone.send({ type: 'NAME_CHANGED', value: '   ' });
    withNone.send({ type: 'EMAIL_CHANGED', value: '   ' });
    withNone.send({ type: 'SUBMIT' });
    await settle();
    expect(asked).toEqual([
      { channelId: 'ch1', body: { phone: '+4915112345678', name: 'Ada', email: 'ada@example.com' } },
      { channelId: 'ch1', body: { phone: '+4915112345678' } },
    ]);
    expect(withNone.getSnapshot().value).toBe('code');
    withAll.stop();
    withNone.stop();
  });
});

describe('what the sign-in refuses', () => {
  const details = (overrides: Partial<WidgetSignInContext>, form = otpForm): WidgetSignInContext => ({
    channelId: 'ch1',
    form,
    country: 'DE',
    phone: '0151 1234 5678',
    name: 'Ada',
    email: '',
    code: '',
    token: null,
    problem: null,
    session: null,
    ...overrides,
  });

  it('asks for the name, a valid e-mail and a phone number, in that order', () => {
    expect(detailsProblem(details({}))).toBeNull();
    expect(detailsProblem(details({ name: '   ', email: 'ada', phone: '' }))).toBe('nameRequired');
    expect(detailsProblem(details({ name: '' }, { ...otpForm, requireName: false }))).toBeNull();
    expect(detailsProblem(details({ email: 'ada', phone: '' }))).toBe('emailRequired');
    expect(detailsProblem(details({ email: 'a b@example.com' }))).toBe('emailRequired');
    expect(detailsProblem(details({ email: 'ada@example.com x' }))).toBe('emailRequired');
    expect(detailsProblem(details({ email: ' ada@example.com ' }))).toBeNull();
    expect(detailsProblem(details({ email: '  ' }, { ...otpForm, requireEmail: true }))).toBe('emailRequired');
    expect(detailsProblem(details({ email: 'ada@example.com' }, { ...otpForm, requireEmail: true }))).toBeNull();
    expect(detailsProblem(details({ phone: '12' }))).toBe('phone');
  });

  it('takes a code of six digits, spaces around it aside', () => {
    expect(codeComplete(' 123456 ')).toBe(true);
    expect(codeComplete('12345')).toBe(false);
    expect(codeComplete('1234567')).toBe(false);
  });

  it('shows why the details are refused, keeps the country chosen, and keeps only the digits of a code', async () => {
    const actor = createActor(
      widgetSignInMachine.provide({
        actors: {
          loadForm: fromPromise(async () => otpForm),
          requestCode: fromPromise(async () => ({ expiresInSeconds: 300 })),
          verifyCode: fromPromise(async () => {
            throw httpFailure(410, { cause: 'no_code' });
          }) as never,
        },
      }),
      { input: { channelId: 'ch1', token: null } },
    ).start();
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
    await settle();
    actor.send({ type: 'COUNTRY_CHANGED', value: 'TR' });
    expect(actor.getSnapshot().context.country).toBe('TR');
    actor.send({ type: 'NAME_CHANGED', value: 'Ada' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.problem).toBe('phone');
    actor.send({ type: 'PHONE_CHANGED', value: '0555 111 22 33' });
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(actor.getSnapshot().value).toBe('code');
    actor.send({ type: 'CODE_CHANGED', value: 'a1b2c3d4e5f6g7' });
    expect(actor.getSnapshot().context.code).toBe('123456');
    actor.send({ type: 'SUBMIT' });
    await settle();
    // An expired code is cleared: the visitor asks for a new one.
    expect(actor.getSnapshot().context).toMatchObject({ problem: 'expired', code: '' });
    actor.stop();
  });
});
