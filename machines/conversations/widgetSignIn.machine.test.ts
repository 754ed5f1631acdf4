import { describe, expect, it } from 'vitest';
import { assertFullCoverage } from '../../tests/paths/coverage';
import { replayPath, type Driver, type StateChecks } from '../../tests/paths/driver';
import { generatePaths } from '../../tests/paths/model';
import { httpFailure, networkFailure } from '../../tests/paths/models/fixtures';
import { pickerCountries, signInSession, widgetSignInModel } from '../../tests/paths/models/widgetSignIn.model';
import { detailsProblem, phoneOf, signInProblem, widgetSignInMachine, type WidgetSignInContext } from './widgetSignIn.machine';
import { internationalPhone, startingCountry } from './widgetSignInCountries';

const paths = generatePaths(widgetSignInModel);
const ctx = (d: Driver) => d.snapshot().context as WidgetSignInContext;

/** What must hold in each state, judged from what the visitor sees and what the server was asked. */
const checks: StateChecks = {
  details: (d, step) => {
    const c = ctx(d);
    expect(c.form?.auth).toBe('OTP');
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
    if (step.event.type === 'CODE_CHANGED') expect(c.code).toMatch(/^\d{0,6}$/);
    if (step.event.type === 'xstate.error.actor.verifyCode') {
      expect(c.problem).not.toBeNull();
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
    if (step.event.type === 'xstate.error.actor.exchangeToken') expect(ctx(d).problem).toMatch(/^(tokenRefused|failed)$/);
    else expect(ctx(d).problem).toBeNull();
  },
  'token.exchanging': (d) => {
    expect(d.invocations['exchangeToken']?.at(-1)).toEqual({ channelId: 'ch1', token: ctx(d).token });
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
