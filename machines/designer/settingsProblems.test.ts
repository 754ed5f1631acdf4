import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { FlowDocument } from '../../services/contracts/flow';
import { readModule, type StoredModule } from '../../services/contracts/modules/storedFlow';
import { validateFlow } from './validate';

const english = JSON.parse(readFileSync(new URL('../../locales/en/designer.json', import.meta.url), 'utf8')) as { validation: Record<string, string> };

const mod = (id: string, type: StoredModule['type'], settings: Record<string, unknown> = {}, to?: string) =>
  readModule({ id, type, name: id, position: { x: 0, y: 0 }, connections: to ? [{ id: to }] : [], settings });

describe('the save check on settings that break their type rules', () => {
  const flow: FlowDocument = {
    formatVersion: 2,
    modules: [
      mod('start', 'START', {}, 'say'),
      mod('say', 'MESSAGE', { messageType: 'TEXT', payloads: ['x'.repeat(2001)] }, 'ask'),
      mod('ask', 'INPUT', { inputType: 'TEXT', validator: '(' }),
    ],
  };

  it('lists each with its module, its field and the spec message', () => {
    const problems = validateFlow(flow).filter((p) => p.kind === 'invalidSetting');
    expect(problems.map((p) => [p.moduleId, p.text.values?.['field']])).toEqual([
      ['say', 'payloads.0'],
      ['ask', 'validator'],
    ]);
    expect(problems[0]?.text).toEqual({
      key: 'designer.validation.invalidSetting',
      values: { field: 'payloads.0', message: 'A message can be at most 2000 characters.' },
    });
    expect(english.validation['invalidSetting']).toBe('The setting {{field}} is not valid: {{message}}');
  });

  it('lists nothing once the settings keep the rules', () => {
    const fixed: FlowDocument = {
      ...flow,
      modules: [flow.modules[0]!, mod('say', 'MESSAGE', { messageType: 'TEXT', payloads: ['Hello'] }, 'ask'), mod('ask', 'INPUT', { inputType: 'TEXT' })],
    };
    expect(validateFlow(fixed).filter((p) => p.kind === 'invalidSetting')).toEqual([]);
  });
});
