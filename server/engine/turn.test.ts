import { describe, expect, it } from 'vitest';
import { compileFlow } from '../../machines/flow/compile';
import type { FlowDocument, FlowModule } from '../../services/contracts/flow';
import { faqTemplate } from '../bots/templates/faq';
import { orderStatusTemplate } from '../bots/templates/orderStatus';
import { runTurn, type EngineEffects } from './turn';
import { readModule, type StoredModule } from '../../services/contracts/modules/storedFlow';
import { engineEffects } from '../../tests/engine/engineEffects';

const effects = (overrides: Partial<EngineEffects> = {}): EngineEffects =>
  engineEffects({
    generativeAnswer: async () => ({ kind: 'noAnswer', reason: 'no generative connection in this test' }),
    runCode: async () => ({ variables: {} }),
    ...overrides,
  });

const texts = (messages: Array<{ content: Record<string, unknown> }>) => messages.map((m) => m.content['text']);

describe('runTurn', () => {
  it('opens a conversation, then continues it from the stored snapshot (as after a restart)', async () => {
    const machine = compileFlow(faqTemplate.flow, { random: () => 0 });
    const opened = await runTurn(machine, effects(), { snapshot: null });
    expect(texts(opened.messages)).toEqual(['Hi! I can answer the most common questions.', 'What would you like to know?']);
    expect(opened.moduleId).toBe('menu');
    const stored = JSON.parse(JSON.stringify(opened.snapshot));
    // A new machine instance (the server restarted) continues from the stored snapshot.
    const again = await runTurn(compileFlow(faqTemplate.flow, { random: () => 0 }), effects(), { snapshot: stored, input: { text: 'Returns', messageType: 'TEXT' } });
    expect(texts(again.messages)).toEqual(['You can return any item within 30 days. Start a return from your order page.', 'Can I help with anything else?']);
    const last = await runTurn(machine, effects(), { snapshot: JSON.parse(JSON.stringify(again.snapshot)), input: { text: 'No, thanks', messageType: 'TEXT' } });
    expect(last.done).toBe(true);
    expect(last.output).toEqual({ kind: 'ended', moduleId: 'end' });
  });

  it('waits for the real integration call and keeps its variables', async () => {
    const machine = compileFlow(orderStatusTemplate.flow, { random: () => 0 });
    const opened = await runTurn(machine, effects(), { snapshot: null });
    const answered = await runTurn(
      machine,
      effects({
        integrationCall: async (request) => {
          await new Promise((resolve) => setTimeout(resolve, 20));
          return { status: 200, variables: { orderStatus: `ready (${request.params['orderNumber']})`, deliveryDate: 'today' } };
        },
      }),
      { snapshot: opened.snapshot, input: { text: '4242', messageType: 'TEXT' } },
    );
    expect(texts(answered.messages)).toEqual(['Order 4242 is ready (4242). Estimated delivery: today.']);
    expect(answered.done).toBe(true);
  });

  it('jumps over delays and reports when each message is due', async () => {
    const mod = (id: string, extra: Partial<StoredModule>): FlowModule =>
      readModule({ id, type: 'MESSAGE', name: id, position: { x: 0, y: 0 }, connections: [], settings: {}, ...extra });
    const flow: FlowDocument = {
      formatVersion: 2,
      modules: [
        mod('start', { type: 'START', connections: [{ id: 'a' }] }),
        mod('a', { settings: { messageType: 'TEXT', payloads: ['one'] }, connections: [{ id: 'w' }], delay: 1 }),
        mod('w', { type: 'THIRDPARTY', settings: { timeToWait: 30 }, connections: [{ id: 'b' }] }),
        mod('b', { settings: { messageType: 'TEXT', payloads: ['two'] } }),
      ],
    };
    const turn = await runTurn(compileFlow(flow), effects(), { snapshot: null });
    expect(turn.messages.map((m) => [m.content['text'], m.elapsedMs])).toEqual([
      ['one', 1000],
      ['two', 31000],
    ]);
  });

  it('logs why a failed call took the fallback', async () => {
    const machine = compileFlow(orderStatusTemplate.flow, { random: () => 0 });
    const opened = await runTurn(machine, effects(), { snapshot: null });
    const failed = await runTurn(machine, effects(), { snapshot: opened.snapshot, input: { text: '4242', messageType: 'TEXT' } });
    expect(failed.debug.map((d) => d.text)).toContain('the integration call failed');
    expect(failed.output).toEqual({ kind: 'handedOver', handover: { moduleId: 'handover', mode: 'internal' } });
  });
});
