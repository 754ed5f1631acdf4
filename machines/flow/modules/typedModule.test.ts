import { describe, expect, it } from 'vitest';
import type { FlowModule } from '../../../services/contracts/flow';
import { typedModuleOf, typedSettings } from './typedModule';

const module = (type: FlowModule['type'], settings: Record<string, unknown>): FlowModule => ({ id: 'm', type, name: 'M', position: { x: 0, y: 0 }, connections: [], settings });

describe('a stored module read with typed settings', () => {
  it('reads valid settings as stored, unknown keys kept', () => {
    const settings = { selectionType: 'CARD', payloads: [{ id: 'c', title: 'T', buttons: [{ id: 'b', text: 'Go' }] }], older: 1 };
    expect(typedSettings('SELECTION', settings)).toEqual(settings);
  });

  it('leaves out a field of the wrong shape, as not set', () => {
    expect(typedSettings('THIRDPARTY', { timeToWait: 'soon', tags: 'n' })).toEqual({ tags: 'n' });
    expect(typedSettings('MESSAGE', { messageType: 'LOCATION', payloads: ['hi'] })).toEqual({ payloads: ['hi'] });
    expect(typedSettings('INPUT', { inputType: 'NUMBER', param: '#age' })).toEqual({ param: '#age' });
  });

  it('leaves out an entry of a list of the wrong shape, keeping the other entries', () => {
    const cards = { selectionType: 'CARD', payloads: [{ id: 'c', buttons: [{ id: 'b' }, { text: 'no id' }] }, null] };
    expect(typedSettings('SELECTION', cards)).toEqual({ selectionType: 'CARD', payloads: [{ id: 'c', buttons: [{ id: 'b' }] }] });
    expect(typedSettings('MESSAGE', { messageType: 'IMAGE', payloads: ['https://x.test/a.png', 5] })).toEqual({ messageType: 'IMAGE', payloads: ['https://x.test/a.png'] });
    expect(typedSettings('AI', { aiActionModuleNodeSettings: { stopSequences: [1, 'stop'], temperature: 'warm' } })).toEqual({
      aiActionModuleNodeSettings: { stopSequences: ['stop'] },
    });
  });

  it('keeps a field of the right shape that fails a limit or a check', () => {
    expect(typedSettings('INPUT', { validator: '(', inputType: 'TEXT' })).toEqual({ validator: '(', inputType: 'TEXT' });
    expect(typedSettings('INPUT', { validator: '(', inputType: 'NUMBER' })).toEqual({ validator: '(' });
  });

  it('reads a format-1 handover mode as format 2 stores it', () => {
    expect(typedModuleOf(module('HANDOVER', { mode: 'external' })).settings).toEqual({ mode: 'channel' });
  });

  it('reads a module once', () => {
    const stored = module('MESSAGE', { payloads: ['hi'] });
    expect(typedModuleOf(stored)).toBe(typedModuleOf(stored));
  });
});
