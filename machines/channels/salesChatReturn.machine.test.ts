import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { assertFullCoverage } from '../../tests/paths/coverage';
import { replayPath, type Driver, type StateChecks } from '../../tests/paths/driver';
import { guardedPaths } from '../../tests/paths/model';
import { salesChatReturnModel, zohoAssistants, zohoCallback, zohoChannel, zohoLogin } from '../../tests/paths/models/salesChatReturn.model';
import { failureStatus } from '../shared/apiError';
import { commonTexts } from '../shared/text';
import { channelTexts } from './channelTexts';
import { salesChatReturnMachine, type SalesChatReturnContext } from './salesChatReturn.machine';
import { salesChatTexts } from './salesChatTexts';

const { paths, failure: generationFailure } = guardedPaths(salesChatReturnModel);
const ctx = (d: Driver) => d.snapshot().context as SalesChatReturnContext;
const can = (d: Driver, type: string) => d.snapshot().can({ type } as never);

const checks: StateChecks = {
  opening: () => {},
  exchanging: (d) => {
    expect(ctx(d)).toEqual({ query: zohoCallback, login: null, assistants: [], name: '', botId: '', created: null, error: null });
    // The url query goes to the server exactly as Zoho wrote it.
    expect(d.invocations.zohoToken?.at(-1)).toEqual({ query: zohoCallback });
  },
  readingAssistants: (d) => {
    expect(ctx(d).login).toEqual(zohoLogin);
    expect(d.invocations.loadAssistants?.at(-1)).toEqual({ companyId: 'c1' });
    expect(ctx(d).error).toBeNull();
  },
  assistantsFailed: (d) => {
    expect(ctx(d).error).toEqual({ key: commonTexts.noInternet });
    expect(can(d, 'RETRY')).toBe(true);
    expect(can(d, 'CREATE')).toBe(false);
  },
  naming: (d, step) => {
    const event = step.event as { type: string; error?: unknown };
    const c = ctx(d);
    expect(c.assistants).toEqual(zohoAssistants);
    expect([c.login, c.created]).toEqual([zohoLogin, null]);
    if (event.type === 'xstate.done.actor.loadAssistants') expect([c.name, c.botId, c.error]).toEqual(['', '', null]);
    if (event.type === 'EDIT_NAME') expect(c.name).toBe((event as { value?: string }).value);
    if (event.type === 'CHOOSE_ASSISTANT') expect(c.botId).toBe((event as { botId?: string }).botId);
    expect(d.lastCalls()).toEqual([]);
    if (event.type === 'CREATE') expect(c.error).toEqual({ key: salesChatTexts.nameRequired });
    else if (event.type.startsWith('xstate.error')) {
      // A failed create keeps the form: no answer says so, a server failure is the spec's create text.
      expect(c.error).toEqual(failureStatus(event.error) === undefined ? { key: commonTexts.noInternet } : { key: salesChatTexts.createFailed });
      expect(c.name).toBe('SalesIQ');
    } else expect(c.error).toBeNull();
  },
  creating: (d) => {
    const c = ctx(d);
    expect(c.error).toBeNull();
    expect(d.invocations.createZohoChannel?.at(-1)).toEqual({ ticket: zohoLogin.ticket, name: c.name.trim(), ...(c.botId ? { botId: c.botId } : {}) });
  },
  created: (d) => {
    expect(ctx(d).created).toEqual(zohoChannel);
    expect(d.lastCalls()).toEqual([{ type: 'openChannels', params: { companyId: 'c1' } }]);
    expect(d.called('openChannels')).toEqual([{ companyId: 'c1' }]);
  },
  failed: (d, step) => {
    const event = step.event as { type: string; error?: unknown };
    const c = ctx(d);
    expect(can(d, 'CREATE')).toBe(false);
    if (c.query['error']) expect(c.error).toEqual({ key: salesChatTexts.providerError, values: { error: 'access_denied' } });
    else if (!c.query['code']) expect(c.error).toEqual({ key: salesChatTexts.codeMissing });
    else if (event.type === 'xstate.error.actor.zohoToken') {
      const status = failureStatus(event.error);
      expect(c.error).toEqual(status === 400 ? { key: salesChatTexts.providerError, values: { error: 'invalid_code' } } : { key: salesChatTexts.providerErrorUnknown });
    } else expect(c.error).toEqual({ key: salesChatTexts.ticketRefused });
    expect(c.error?.key).not.toBe(channelTexts.assistantsFailed);
  },
};

describe('salesChatReturnMachine paths', () => {
  it('are generated from the model', () => {
    expect(generationFailure).toBeUndefined();
    expect(paths.length).toBeGreaterThan(0);
  });
  it('reach every state and take every transition', () => {
    const coverage = assertFullCoverage(salesChatReturnMachine, paths);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
  it.each(paths.map((p, i) => [i + 1, p.scenario, p.description, p] as const))('path %i [%s]: %s', async (_, __, ___, path) => {
    await replayPath(salesChatReturnModel, path, checks);
  });
});

describe('naming the sales-chat channel', () => {
  it('refuses a name of only spaces and creates the channel with the name without its surrounding spaces', async () => {
    const asked: unknown[] = [];
    const actor = createActor(
      salesChatReturnMachine.provide({
        actors: {
          zohoToken: fromPromise(async () => zohoLogin),
          loadAssistants: fromPromise(async () => zohoAssistants),
          createZohoChannel: fromPromise(async ({ input }) => {
            asked.push(input);
            return zohoChannel;
          }),
        },
      }),
      { input: { query: zohoCallback } },
    ).start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().value).toBe('naming');
    actor.send({ type: 'EDIT_NAME', value: '   ' });
    actor.send({ type: 'CREATE' });
    expect([actor.getSnapshot().value, actor.getSnapshot().context.error]).toEqual(['naming', { key: salesChatTexts.nameRequired }]);
    actor.send({ type: 'EDIT_NAME', value: ' SalesIQ ' });
    actor.send({ type: 'CREATE' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(asked).toEqual([{ ticket: zohoLogin.ticket, name: 'SalesIQ' }]);
    expect(actor.getSnapshot().value).toBe('created');
  });
});
