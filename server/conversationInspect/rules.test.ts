import { describe, expect, it } from 'vitest';
import { buildFlow } from '../bots/flowBuilder';
import { MASKED_SECRET, maskFlowSecrets } from './maskFlow';
import { conversationSteps, stepText } from './steps';

describe('masking a flow', () => {
  it('masks credential names, credential pairs and address credentials; keeps empty ones and everything else', () => {
    const flow = buildFlow([
      { id: 'start', type: 'START', name: 'Start', at: [0, 0], to: 'call' },
      {
        id: 'call',
        type: 'INTEGRATION',
        name: 'Call',
        at: [1, 0],
        settings: {
          url: 'https://u:p@x.example/a',
          authParams: { token: 't', password: '', username: 'ada' },
          headers: [
            { key: 'X-Api-Key', value: 'k' },
            { key: 'Accept', value: 'json' },
          ],
        },
      },
    ]);
    expect(maskFlowSecrets(flow).modules[1]!.settings).toEqual({
      url: `https://${MASKED_SECRET}@x.example/a`,
      authParams: { token: MASKED_SECRET, password: '', username: 'ada' },
      headers: [
        { key: 'X-Api-Key', value: MASKED_SECRET },
        { key: 'Accept', value: 'json' },
      ],
    });
  });
});

describe('the path of a conversation', () => {
  const row = (send_by: 'CLIENT' | 'BOT' | 'AGENT', message_type: string, content: unknown, moduleID?: string, debug?: unknown) => ({
    send_by,
    message_type,
    content,
    message_date: new Date('2026-11-23T09:00:00Z'),
    bot_info: moduleID ? { moduleID, versionID: 'v1' } : null,
    debug_info: debug ?? null,
  });
  it('attributes replies to the module that asked, logs to their module, agents to none', () => {
    const steps = conversationSteps(
      [
        row('BOT', 'QUICKREPLY', { text: 'Pick' }, 'menu'),
        row('BOT', 'LOG', {}, 'logic', { moduleId: 'logic', moduleType: 'LOGIC', text: 'no condition holds' }),
        row('CLIENT', 'TEXT', { text: 'A' }),
        row('AGENT', 'TEXT', { text: 'Hi' }),
      ],
      (id) => (id === 'menu' ? 'SELECTION' : null),
    );
    expect(steps.map((s) => [s.kind, s.moduleId, s.moduleType, s.text])).toEqual([
      ['bot', 'menu', 'SELECTION', 'Pick'],
      ['log', 'logic', 'LOGIC', 'no condition holds'],
      ['client', 'menu', 'SELECTION', 'A'],
      ['agent', null, null, 'Hi'],
    ]);
  });
  it('says what a message says in one line', () => {
    expect(stepText('IMAGE', { link: 'https://x/a.png', caption: 'Cat' })).toBe('Cat (https://x/a.png)');
    expect(stepText('CARD', { cards: [{ title: 'Latte' }, { title: 'Mocha' }] })).toBe('Latte, Mocha');
    expect(stepText('VIDEO', {})).toBe('VIDEO');
  });
});
