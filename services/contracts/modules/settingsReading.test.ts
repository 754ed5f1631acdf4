import { describe, expect, it } from 'vitest';
import { readSettings } from './settingsReading';
import { readStoredFlow } from './storedFlow';

describe('a stored module read with typed settings', () => {
  it('reads valid settings as stored, unknown keys kept', () => {
    const settings = { selectionType: 'CARD', payloads: [{ id: 'c', title: 'T', buttons: [{ id: 'b', text: 'Go' }] }], older: 1 };
    expect(readSettings('SELECTION', settings)).toEqual(settings);
  });

  it('leaves out a field of the wrong shape, as not set', () => {
    expect(readSettings('THIRDPARTY', { timeToWait: 'soon', tags: 'n' })).toEqual({ tags: 'n' });
    expect(readSettings('MESSAGE', { messageType: 'LOCATION', payloads: ['hi'] })).toEqual({ payloads: ['hi'] });
    expect(readSettings('INPUT', { inputType: 'NUMBER', param: '#age' })).toEqual({ param: '#age' });
  });

  it('leaves out an entry of a list of the wrong shape, keeping the other entries', () => {
    const cards = { selectionType: 'CARD', payloads: [{ id: 'c', buttons: [{ id: 'b' }, { text: 'no id' }] }, null] };
    expect(readSettings('SELECTION', cards)).toEqual({ selectionType: 'CARD', payloads: [{ id: 'c', buttons: [{ id: 'b' }] }] });
    expect(readSettings('MESSAGE', { messageType: 'IMAGE', payloads: ['https://x.test/a.png', 5] })).toEqual({ messageType: 'IMAGE', payloads: ['https://x.test/a.png'] });
    expect(readSettings('AI', { aiActionModuleNodeSettings: { stopSequences: [1, 'stop'], temperature: 'warm' } })).toEqual({
      aiActionModuleNodeSettings: { stopSequences: ['stop'] },
    });
  });

  it('keeps a field of the right shape that fails a limit or a check', () => {
    expect(readSettings('INPUT', { validator: '(', inputType: 'TEXT' })).toEqual({ validator: '(', inputType: 'TEXT' });
    expect(readSettings('INPUT', { validator: '(', inputType: 'NUMBER' })).toEqual({ validator: '(' });
  });

  it('reads a format-1 handover mode as format 2 stores it', () => {
    const stored = {
      formatVersion: 1,
      modules: [
        { id: 's', type: 'START', name: 'S', position: { x: 0, y: 0 }, connections: [{ id: 'h' }], settings: {} },
        { id: 'h', type: 'HANDOVER', name: 'H', position: { x: 0, y: 0 }, connections: [], settings: { mode: 'external' } },
      ],
    };
    const read = readStoredFlow(stored);
    expect(read.ok && read.flow.modules[1]?.settings).toEqual({ mode: 'channel' });
  });
});
