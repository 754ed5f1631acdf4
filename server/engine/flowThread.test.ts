import { afterAll, describe, expect, it, vi } from 'vitest';
import { buildFlow, text } from '../bots/flowBuilder';
import { orderStatusTemplate } from '../bots/templates/orderStatus';
import { engineEffects } from '../../tests/engine/engineEffects';
import { createFlowThread, FlowNotRunnable } from './flowThread';
import type { EngineEffects, TurnResult } from './turn';
import { localRunner, outlineOf } from './versionRunner';

/**
 * The flow thread: a version's stored flow text is read, checked and compiled on a thread of its
 * own, and its turns run there; each side effect a turn needs is answered by the caller's thread.
 * What a caller gets back must be what the same turn gives when it runs here.
 */
const thread = createFlowThread();
afterAll(() => thread.close());

const effects = (overrides: Partial<EngineEffects> = {}): EngineEffects =>
  engineEffects({
    generativeAnswer: async () => ({ kind: 'noAnswer', reason: 'no generative connection in this test' }),
    runCode: async () => ({ variables: {} }),
    ...overrides,
  });

const texts = (turn: TurnResult) => turn.messages.map((m) => m.content['text']);
const flowText = JSON.stringify(orderStatusTemplate.flow);

describe('flow thread', () => {
  it('runs a version as it runs here, with its side effects answered by the caller', async () => {
    const { outline, runner } = await thread.runner('order-status-1', flowText);
    expect(outline).toEqual(outlineOf(orderStatusTemplate.flow));
    const here = localRunner(orderStatusTemplate.flow);

    const opened = await runner.run(effects(), { snapshot: null });
    const openedHere = await here.run(effects(), { snapshot: null });
    expect(texts(opened)).toEqual(texts(openedHere));
    expect(opened.moduleId).toBe(openedHere.moduleId);
    expect(opened.snapshot).toEqual(openedHere.snapshot);

    const asked: unknown[] = [];
    const answered = await runner.run(
      effects({
        integrationCall: async (request) => {
          asked.push(request.params);
          return { status: 200, variables: { orderStatus: 'on its way', deliveryDate: 'tomorrow' } };
        },
      }),
      { snapshot: opened.snapshot, input: { text: '4242', messageType: 'TEXT' } },
    );
    expect(asked).toEqual([expect.objectContaining({ orderNumber: '4242' })]);
    expect(texts(answered)).toEqual(['Order 4242 is on its way. Estimated delivery: tomorrow.']);
    expect(answered.output).toEqual({ kind: 'ended', moduleId: expect.any(String) });
  });

  it('takes the fallback when a side effect fails on the caller', async () => {
    const { runner } = await thread.runner('order-status-2', flowText);
    const opened = await runner.run(effects(), { snapshot: null });
    const failed = await runner.run(
      effects({
        integrationCall: async () => {
          throw new Error('The shop answered 503.');
        },
      }),
      { snapshot: opened.snapshot, input: { text: '4242', messageType: 'TEXT' } },
    );
    expect(failed.debug.map((d) => d.text)).toContain('the integration call failed');
    expect(failed.output).toEqual({ kind: 'handedOver', handover: { moduleId: 'handover', mode: 'internal' } });
  });

  it("starts at a SWITCH's fallback when asked, or nowhere when it has none", async () => {
    const flow = buildFlow([
      { id: 'start', type: 'START', name: 'Start', at: [0, 0], to: 'switch' },
      { id: 'switch', type: 'SWITCH', name: 'Switch', at: [1, 0], fallback: 'sorry', settings: { botID: 'elsewhere', version: '' } },
      { id: 'lost', type: 'SWITCH', name: 'Lost', at: [1, 1], settings: { botID: 'elsewhere', version: '' } },
      { id: 'sorry', type: 'MESSAGE', name: 'Sorry', at: [2, 0], to: 'end', settings: text('That assistant is not available.') },
      { id: 'end', type: 'END', name: 'End', at: [3, 0] },
    ]);
    const { outline, runner } = await thread.runner('switching-1', JSON.stringify(flow));
    expect(outline.fallbacks).toEqual({ switch: 'sorry' });
    const asFlow = await runner.run(effects(), { snapshot: null });
    expect(asFlow.output).toMatchObject({ kind: 'switch', moduleId: 'switch' });
    const atFallback = await runner.run(effects(), { snapshot: null }, { fallbackOf: 'switch' });
    expect(texts(atFallback)).toEqual(['That assistant is not available.']);
    expect(atFallback.output).toEqual({ kind: 'ended', moduleId: 'end' });
    const nowhere = await runner.run(effects(), { snapshot: null }, { fallbackOf: 'lost' });
    expect(nowhere.messages).toEqual([]);
    expect(nowhere.done).toBe(false);
  });

  it('refuses a flow that cannot run, and broken JSON text', async () => {
    await expect(thread.runner('broken-1', JSON.stringify({ formatVersion: 1, modules: 'none' }))).rejects.toBeInstanceOf(FlowNotRunnable);
    await expect(thread.runner('broken-2', '{"formatVersion":')).rejects.toBeInstanceOf(FlowNotRunnable);
  });

  it('stops when idle, and prepares a version again from its text on the next turn', async () => {
    const quick = createFlowThread({ idleMs: 20 });
    try {
      const { runner } = await quick.runner('order-status-3', flowText);
      expect(quick.running()).toBe(true);
      await vi.waitFor(() => expect(quick.running()).toBe(false), { timeout: 5_000, interval: 20 });
      const opened = await runner.run(effects(), { snapshot: null });
      expect(texts(opened)).toEqual(texts(await localRunner(orderStatusTemplate.flow).run(effects(), { snapshot: null })));
      expect(quick.running()).toBe(true);
    } finally {
      await quick.close();
    }
  });

  it('refuses work once closed', async () => {
    const closing = createFlowThread();
    const { runner } = await closing.runner('order-status-4', flowText);
    await closing.close();
    await expect(runner.run(effects(), { snapshot: null })).rejects.toThrow('The flow thread is closed.');
    expect(closing.running()).toBe(false);
  });
});
