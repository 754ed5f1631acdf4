import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { assertFullCoverage } from '../../../tests/paths/coverage';
import { replayPath, type Driver, type StateChecks } from '../../../tests/paths/driver';
import { guardedPaths } from '../../../tests/paths/model';
import { createInput } from '../../../tests/paths/models/channelForms';
import { networkFailure } from '../../../tests/paths/models/fixtures';
import { salesChatModel, zohoAuthorizeUrl } from '../../../tests/paths/models/salesChat.model';
import { failureStatus } from '../../shared/apiError';
import { commonTexts } from '../../shared/text';
import { channelTexts } from '../channelTexts';
import { salesChatTexts } from '../salesChatTexts';
import { salesChatMachine, type SalesChatFormContext } from './salesChat.machine';

const { paths, failure: generationFailure } = guardedPaths(salesChatModel);
const ctx = (d: Driver) => d.snapshot().context as SalesChatFormContext;
const can = (d: Driver, type: string) => d.snapshot().can({ type } as never);

const emptyFields = { clientId: '', clientSecret: '', screenName: '' };

/** What the form says of each field on SUBMIT, written out from the contract (spec 02 section 8). */
function expectedErrors(fields: SalesChatFormContext['fields']): SalesChatFormContext['errors'] {
  return {
    ...(fields.clientId === '' ? { clientId: { key: salesChatTexts.clientIdRequired } } : {}),
    ...(fields.clientId.length > 200 ? { clientId: { key: channelTexts.invalid, message: 'At most 200 characters.' } } : {}),
    ...(fields.clientSecret === '' ? { clientSecret: { key: salesChatTexts.clientSecretRequired } } : {}),
  };
}

const checks: StateChecks = {
  starting: () => {},
  editing: (d, step) => {
    const event = step.event as { type: string; field?: string; value?: string; error?: unknown };
    const c = ctx(d);
    expect(c.mode).toBe('create');
    expect(c.companyId).toBe('c1');
    expect(Object.keys(c.fields).sort()).toEqual(['clientId', 'clientSecret', 'screenName']);
    if (event.type === 'xstate.init') expect(c).toEqual({ mode: 'create', companyId: 'c1', fields: emptyFields, errors: {}, error: null });
    if (event.type === 'SUBMIT') {
      // Each field the contract refuses says why, in the user's language; the screen name may stay empty.
      expect(c.errors).toEqual(expectedErrors(c.fields));
      expect(Object.keys(c.errors).length).toBeGreaterThan(0);
      expect(d.invocations.zohoAuthorize).toBeUndefined();
    } else if (event.type.startsWith('xstate.error')) {
      const status = failureStatus(event.error);
      if (status === undefined) expect(c.error).toEqual({ key: commonTexts.noInternet });
      else if (status === 400) expect(c.error).toEqual({ key: salesChatTexts.clientSecretRequired });
      else expect(c.error).toEqual({ key: salesChatTexts.providerErrorUnknown, message: 'You are not allowed to change this company.' });
      // The fields stay as they were sent, to correct or try again.
      const { clientId, clientSecret } = c.fields;
      expect(d.invocations.zohoAuthorize?.at(-1)).toMatchObject({ clientId, clientSecret });
      expect(c.errors).toEqual({});
    } else if (event.type === 'FIELD_CHANGED') {
      // A field the form does not have changes nothing; one it has clears its own refusal and the call's failure.
      if (event.field !== 'unknown') {
        expect(c.fields[event.field as keyof SalesChatFormContext['fields']]).toBe(event.value);
        expect(c.error).toBeNull();
        expect(c.errors[event.field as keyof SalesChatFormContext['errors']]).toBeUndefined();
      }
    }
    expect(d.lastCalls()).toEqual([]);
    expect(d.snapshot().hasTag('editing')).toBe(true);
  },
  authorizing: (d) => {
    const { clientId, clientSecret, screenName } = ctx(d).fields;
    expect(d.invocations.zohoAuthorize?.at(-1)).toEqual({ companyId: 'c1', clientId, clientSecret, ...(screenName ? { screenName } : {}) });
    expect([ctx(d).errors, ctx(d).error]).toEqual([{}, null]);
    expect(d.snapshot().hasTag('editing')).toBe(false);
    expect(can(d, 'FIELD_CHANGED')).toBe(false);
  },
  leaving: (d) => {
    expect(d.lastCalls()).toEqual([{ type: 'openZoho', params: { url: zohoAuthorizeUrl } }]);
    expect(d.called('openZoho')).toEqual([{ url: zohoAuthorizeUrl }]);
    expect(can(d, 'SUBMIT')).toBe(false);
  },
  notImplemented: (d) => {
    expect(ctx(d)).toEqual({ mode: 'update', companyId: 'c1', fields: emptyFields, errors: {}, error: null });
    expect(d.snapshot().hasTag('editing')).toBe(false);
    expect(can(d, 'SUBMIT')).toBe(false);
    expect(d.invocations.zohoAuthorize).toBeUndefined();
  },
};

describe('salesChatMachine paths', () => {
  it('are generated from the model', () => {
    expect(generationFailure).toBeUndefined();
    expect(paths.length).toBeGreaterThan(0);
  });
  it('reach every state and take every transition', () => {
    const coverage = assertFullCoverage(salesChatMachine, paths);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
  it.each(paths.map((p, i) => [i + 1, p.scenario, p.description, p] as const))('path %i [%s]: %s', async (_, __, ___, path) => {
    await replayPath(salesChatModel, path, checks);
  });
});

describe('signing in with Zoho', () => {
  it('leaves out a screen name of only spaces, and a failure shown before is gone while the call runs', async () => {
    const asked: unknown[] = [];
    let answer: () => Promise<{ url: string }> = async () => Promise.reject(networkFailure);
    const actor = createActor(
      salesChatMachine.provide({
        actors: {
          zohoAuthorize: fromPromise(async ({ input }) => {
            asked.push(input);
            return answer();
          }),
        },
      }),
      { input: createInput },
    ).start();
    actor.send({ type: 'FIELD_CHANGED', field: 'clientId', value: '1000.HARBOUR' });
    actor.send({ type: 'FIELD_CHANGED', field: 'clientSecret', value: 'harbour-secret' });
    actor.send({ type: 'FIELD_CHANGED', field: 'screenName', value: '   ' });
    actor.send({ type: 'SUBMIT' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().context.error).toEqual({ key: commonTexts.noInternet });
    answer = () => new Promise(() => {});
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('authorizing');
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(asked).toEqual([
      { companyId: 'c1', clientId: '1000.HARBOUR', clientSecret: 'harbour-secret' },
      { companyId: 'c1', clientId: '1000.HARBOUR', clientSecret: 'harbour-secret' },
    ]);
    actor.stop();
  });
});
