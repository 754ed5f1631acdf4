import { describe, expect, it } from 'vitest';
import type { FlowModule } from '../../../../services/contracts/flow';
import { inSlot, newId, patchSettings, targetOf, withTarget } from './moduleEdit';

const module: FlowModule = { id: 'm', type: 'LOGIC', name: 'Logic', position: { x: 0, y: 0 }, connections: [], settings: { tags: 'notes', payloads: [] } };

describe('module edits of the logic panels', () => {
  it('patches settings keeping the side menu fields, and removes keys patched with undefined', () => {
    expect(patchSettings(module, { logicTab: 'PERSONALIZED', payloads: undefined })).toEqual({ tags: 'notes', logicTab: 'PERSONALIZED' });
  });

  it('keeps one target per slot: the plain next connection and named optionID slots apart', () => {
    const connections = [{ id: 'a' }, { id: 'b', optionID: 'c1' }, { id: 'c', cardID: 'x' }];
    expect(targetOf(connections)).toBe('a');
    expect(targetOf(connections, 'c1')).toBe('b');
    expect(inSlot({ id: 'c', cardID: 'x' }, undefined)).toBe(false);
    expect(withTarget(connections, undefined, 'z')).toEqual([{ id: 'b', optionID: 'c1' }, { id: 'c', cardID: 'x' }, { id: 'z' }]);
    expect(withTarget(connections, 'c1', 'y')).toEqual([{ id: 'a' }, { id: 'c', cardID: 'x' }, { id: 'y', optionID: 'c1' }]);
    expect(withTarget(connections, 'c1', null)).toEqual([{ id: 'a' }, { id: 'c', cardID: 'x' }]);
  });

  it('makes distinct ids', () => {
    expect(newId('c')).toMatch(/^c-[0-9a-f]{8}$/);
    expect(newId('c')).not.toBe(newId('c'));
  });
});
