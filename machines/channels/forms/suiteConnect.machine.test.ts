import { describe, expect, it } from 'vitest';
import { assertFullCoverage } from '../../../tests/paths/coverage';
import { replayPath, type Driver, type StateChecks } from '../../../tests/paths/driver';
import { generatePaths } from '../../../tests/paths/model';
import { suiteCloudUrl, suiteConnectModel, suiteOnPremiseUrl, suitePools, suiteRightValues, suiteToken } from '../../../tests/paths/models/suiteConnect.model';
import { suiteConnectMachine, type SuiteConnectContext } from './suiteConnect.machine';

const paths = generatePaths(suiteConnectModel);
const ctx = (d: Driver) => d.snapshot().context as SuiteConnectContext;
const statusOf = (event: unknown) => {
  const error = (event as { error?: { kind?: string; status?: number } }).error;
  return error?.kind === 'http' ? error.status : undefined;
};

/** Spec 02 section 8: what each answer of the login shows. */
const LOGIN_TEXTS: Record<string, { key: string; message?: string }> = {
  '401': { key: 'channels.suite.errors.wrongPassword' },
  '402': { key: 'channels.suite.errors.alreadyIntegrated' },
  '403': { key: 'channels.suite.errors.captchaInvalid' },
  '405': { key: 'channels.suite.errors.notLoggedInForLong' },
  '404': { key: 'channels.suite.errors.noSuiteAccount' },
  '500': { key: 'channels.suite.errors.noSuiteAccount' },
  '400': { key: 'channels.errors.createFailed', message: 'Server says 400' },
  network: { key: 'common.errors.noInternet' },
};
const CAPTCHA_TEXTS: Record<string, { key: string }> = {
  '404': { key: 'channels.suite.errors.noSuiteAccount' },
  '500': { key: 'channels.suite.errors.noSuiteAccount' },
  '403': { key: 'channels.errors.unauthorized' },
  network: { key: 'common.errors.noInternet' },
};
const textOf = (table: Record<string, unknown>, event: unknown) => table[String(statusOf(event) ?? 'network')];

/** The backend the form talks to: none (the cloud suite) or the on-premise address, normalised. */
const urlSent = (c: SuiteConnectContext) => (c.suiteType === 'SuiteCloud' ? null : suiteOnPremiseUrl);

const checks: StateChecks = {
  fetchingCaptcha: (d, step) => {
    const c = ctx(d);
    expect(d.invocations['fetchCaptcha']?.at(-1)).toEqual({ companyId: 'c1', url: urlSent(c) });
    if (step.event.type === 'xstate.error.actor.suiteLogin') expect(c.error).toEqual(textOf(LOGIN_TEXTS, step.event));
    if (step.event.type === 'xstate.error.actor.addChannel') {
      // The server's own text: the suite refused to register the channel's webhook.
      expect(c.error).toEqual({ key: 'channels.errors.createFailed', message: "There is no SOR'UN suite account on that Url" });
      expect(c.agentToken).toBe('');
    }
    if (step.event.type === 'SUITE_TYPE_CHOSEN') expect([c.fields.url, c.fields.captcha, c.captcha]).toEqual(['', '', null]);
  },
  editing: (d, step) => {
    const c = ctx(d);
    const type = step.event.type;
    if (type === 'SUBMIT') expect(Object.keys(c.errors).length).toBeGreaterThan(0);
    if (type === 'xstate.done.actor.fetchCaptcha') {
      expect(c.fields.captcha).toBe('');
      expect(c.fields.url).toBe(c.suiteType === 'SuiteCloud' ? c.captcha?.url : c.fields.url);
    }
    if (type === 'xstate.error.actor.fetchCaptcha') expect([c.error, c.captcha]).toEqual([textOf(CAPTCHA_TEXTS, step.event), null]);
    if (type === 'xstate.error.actor.suiteLogin') expect(c.error).toEqual(textOf(LOGIN_TEXTS, step.event));
    if (type === 'SUITE_TYPE_CHOSEN') expect([c.suiteType, c.fields.url, c.captcha]).toEqual(['SuiteOnPrem', '', null]);
    if (type === 'FIELD_CHANGED' && (step.event as { field?: string }).field === 'url') expect(c.suiteType).toBe('SuiteOnPrem');
    if (type === 'URL_LEFT' || type === 'CAPTCHA_REFRESHED') expect(c.errors['url']).toBeDefined();
    if (type === 'NAME_CHANGED') expect(c.error).toBeNull();
  },
  fetchingToken: (d) => {
    const c = ctx(d);
    expect(c.error).toBeNull();
    // The server takes the spaces out; the form sends what was typed, the captcha's text trimmed.
    expect(d.invocations['suiteLogin']?.at(-1)).toEqual({
      companyId: 'c1',
      url: urlSent(c),
      username: c.fields.username,
      password: c.fields.password,
      captchaKey: 'key-1',
      captchaVal: c.fields.captcha.trim(),
      suiteCompanyId: c.fields.suiteCompanyId.trim(),
      suitePoolId: c.fields.suitePoolId.trim(),
    });
    expect(Object.values(c.fields).every((value) => value !== '')).toBe(true);
  },
  creatingIntegration: (d) => {
    const c = ctx(d);
    // Only the right values log in (the refused ones are scenarios of their own).
    expect(c.fields).toMatchObject({ username: suiteRightValues.username, password: suiteRightValues.password, captcha: suiteRightValues.captcha });
    const properties = { suiteCompanyId: 'SC-1001', suitePoolId: 'P-2001', suiteAgentToken: suiteToken, suiteType: c.suiteType };
    expect(d.invocations['addChannel']?.at(-1)).toEqual({
      companyId: 'c1',
      kind: 'suite',
      name: 'Desk',
      botId: 'b1',
      properties: c.suiteType === 'SuiteCloud' ? properties : { ...properties, customSuiteBackend: suiteOnPremiseUrl },
    });
  },
  added: (d, step) => {
    const c = ctx(d);
    expect(c.notice).toEqual({ key: 'channels.saved' });
    expect(c.added).toEqual((step.event as { output?: unknown }).output);
    expect(d.called('notifySaved')).toHaveLength(1);
  },
  loadFailed: (d, step) => {
    const c = ctx(d);
    if (step.event.type === 'xstate.error.actor.loadSuitePools') expect(c.error).toEqual({ key: 'channels.suite.errors.targetNotFound' });
    else expect(c.error).toEqual(c.mode === 'create' ? { key: 'common.errors.noInternet' } : { key: 'channels.errors.unauthorized' });
  },
  updatingIntegration: (d, step) => {
    const c = ctx(d);
    const type = step.event.type;
    if (type === 'xstate.done.actor.loadSuitePools') expect([c.pools, c.name, c.fields.suitePoolId]).toEqual([suitePools, 'Desk', 'P-2001']);
    if (type === 'SUBMIT') expect(c.errors['suiteHandoverPoolID']).toEqual({ key: 'common.errors.fieldEmpty' });
    if (type === 'POOL_CHOSEN') expect(c.handoverPoolId).toBe('P-2002');
    if (type === 'xstate.done.actor.saveHandoverPool') {
      expect(c.notice).toEqual({ key: 'channels.updated' });
      expect(d.lastCalls()).toEqual([{ type: 'notifySaved', params: undefined }]);
    }
    if (type === 'xstate.error.actor.saveHandoverPool') {
      expect(c.error).toEqual(statusOf(step.event) === 400 ? { key: 'channels.suite.errors.targetNotFound' } : { key: 'channels.errors.updateFailed', message: 'Server says 500' });
    }
  },
  savingHandover: (d) => expect(d.invocations['saveHandoverPool']?.at(-1)).toEqual({ channelId: 'ch1', suiteHandoverPoolID: 'P-2002' }),
};

describe('suiteConnectMachine paths', () => {
  it('reach every state and take every transition', () => {
    const coverage = assertFullCoverage(suiteConnectMachine, paths);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
  it('fetch the cloud captcha first, with the cloud address read-only', () => {
    expect(paths.some((p) => p.steps.some((s) => (s.state.context as SuiteConnectContext).fields.url === suiteCloudUrl))).toBe(true);
  });
  it.each(paths.map((p, i) => [i + 1, p.scenario, p.description, p] as const))('path %i [%s]: %s', async (_, __, ___, path) => {
    await replayPath(suiteConnectModel, path, checks);
  });
});
