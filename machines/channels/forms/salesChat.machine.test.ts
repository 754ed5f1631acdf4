import { describe, expect, it } from 'vitest';
import { assertFullCoverage } from '../../../tests/paths/coverage';
import { replayPath, type Driver, type StateChecks } from '../../../tests/paths/driver';
import { generatePaths } from '../../../tests/paths/model';
import { salesChatModel, zohoAuthorizeUrl } from '../../../tests/paths/models/salesChat.model';
import { failureStatus } from '../../shared/apiError';
import { commonTexts } from '../../shared/text';
import { channelTexts } from '../channelTexts';
import { salesChatTexts } from '../salesChatTexts';
import { salesChatMachine, type SalesChatFormContext } from './salesChat.machine';

const paths = generatePaths(salesChatModel);
const ctx = (d: Driver) => d.snapshot().context as SalesChatFormContext;
const can = (d: Driver, type: string) => d.snapshot().can({ type } as never);

const checks: StateChecks = {
  starting: () => {},
  editing: (d, step) => {
    const event = step.event as { type: string; field?: string; error?: unknown };
    const c = ctx(d);
    expect(c.mode).toBe('create');
    if (event.type === 'SUBMIT') {
      // Each field the contract refuses says why, in the user's language; the screen name may stay empty.
      if (c.fields.clientId === '') expect(c.errors.clientId).toEqual({ key: salesChatTexts.clientIdRequired });
      else if (c.fields.clientId.length > 200) expect(c.errors.clientId).toEqual({ key: channelTexts.invalid, message: 'At most 200 characters.' });
      if (c.fields.clientSecret === '') expect(c.errors.clientSecret).toEqual({ key: salesChatTexts.clientSecretRequired });
      expect(c.errors.screenName).toBeUndefined();
    } else if (event.type.startsWith('xstate.error')) {
      const status = failureStatus(event.error);
      if (status === undefined) expect(c.error).toEqual({ key: commonTexts.noInternet });
      else if (status === 400) expect(c.error).toEqual({ key: salesChatTexts.clientSecretRequired });
      else expect(c.error).toEqual({ key: salesChatTexts.providerErrorUnknown, message: 'You are not allowed to change this company.' });
    } else if (event.type === 'FIELD_CHANGED') {
      // A field the form does not have changes nothing; one it has clears its own refusal and the call's failure.
      if (event.field === 'unknown') expect(Object.keys(c.fields).sort()).toEqual(['clientId', 'clientSecret', 'screenName']);
      else {
        expect(c.error).toBeNull();
        expect(c.errors[event.field as keyof SalesChatFormContext['errors']]).toBeUndefined();
      }
    }
    expect(d.snapshot().hasTag('editing')).toBe(true);
  },
  authorizing: (d) => {
    const { clientId, clientSecret, screenName } = ctx(d).fields;
    expect(d.invocations.zohoAuthorize?.at(-1)).toEqual({ companyId: 'c1', clientId, clientSecret, ...(screenName ? { screenName } : {}) });
    expect(can(d, 'FIELD_CHANGED')).toBe(false);
  },
  leaving: (d) => {
    expect(d.called('openZoho')).toEqual([{ url: zohoAuthorizeUrl }]);
    expect(can(d, 'SUBMIT')).toBe(false);
  },
  notImplemented: (d) => {
    expect(ctx(d).mode).toBe('update');
    expect(can(d, 'SUBMIT')).toBe(false);
    expect(d.invocations.zohoAuthorize).toBeUndefined();
  },
};

describe('salesChatMachine paths', () => {
  it('reach every state and take every transition', () => {
    const coverage = assertFullCoverage(salesChatMachine, paths);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
  it.each(paths.map((p, i) => [i + 1, p.scenario, p.description, p] as const))('path %i [%s]: %s', async (_, __, ___, path) => {
    await replayPath(salesChatModel, path, checks);
  });
});
