import { describe, expect, it } from 'vitest';
import { readSettings } from '../../../../../services/contracts/modules/settingsReading';
import type { FlowModule } from '../../../../../services/contracts/flow';
import { moduleOf } from '../panelHarness';
import { addCondition, conditionsOf, conditionTargetChange, editCondition, logicTabOf, removeCondition } from './standardRules';

const condition = (id: string, extra: Record<string, unknown> = {}) => ({ id, ifCondition: '#NAME', ifOperator: 'EQUALS', ifTargets: ['Ada'], conditionAction: '', ...extra });
const logic = (payloads: unknown[], connections: FlowModule['connections'] = []) => moduleOf('LOGIC', { tags: 'notes', payloads }, connections);

describe('standard logic rules (spec 03 sections 3.2, 4.2, 5.7)', () => {
  it('reads the tab, STANDARD unless PERSONALIZED is stored', () => {
    expect(logicTabOf({})).toBe('STANDARD');
    expect(logicTabOf({ logicTab: 'PERSONALIZED' })).toBe('PERSONALIZED');
    expect(logicTabOf(readSettings('LOGIC', { logicTab: 'x' }))).toBe('STANDARD');
  });

  it('reads conditions with trimmed targets, skipping entries without an id', () => {
    expect(conditionsOf(readSettings('LOGIC', { payloads: [condition('c1', { ifTargets: [' a ', '', 'a', 'b'], ifOperator: undefined }), condition('')] }))).toEqual([
      { id: 'c1', ifCondition: '#NAME', ifOperator: 'EQUALS', ifTargets: ['a', 'b'], conditionAction: '' },
    ]);
    // A stored condition without an id is left out; an unknown operator reads as EQUALS.
    expect(conditionsOf(readSettings('LOGIC', { payloads: [condition('c1', { ifOperator: 'BOGUS' }), { ifCondition: 'x' }] }))).toEqual([
      { id: 'c1', ifCondition: '#NAME', ifOperator: 'EQUALS', ifTargets: ['Ada'], conditionAction: '' },
    ]);
  });

  it('adds an empty EQUALS condition and keeps the other settings', () => {
    const change = addCondition(logic([condition('c1')]), 'c2');
    expect(change.settings).toMatchObject({ tags: 'notes' });
    expect(conditionsOf(change.settings ?? {}).map((c) => c.id)).toEqual(['c1', 'c2']);
    expect(conditionsOf(change.settings ?? {})[1]).toEqual({ id: 'c2', ifCondition: '', ifOperator: 'EQUALS', ifTargets: [], conditionAction: '' });
  });

  it('edits one condition, trimming targets and dropping them for IS_EMPTY', () => {
    const module = logic([condition('c1'), condition('c2')]);
    expect(conditionsOf(editCondition(module, 'c2', { ifTargets: ['  x  '] }).settings ?? {})[1]?.ifTargets).toEqual(['x']);
    expect(conditionsOf(editCondition(module, 'c1', { ifOperator: 'IS_EMPTY' }).settings ?? {})[0]).toMatchObject({ ifOperator: 'IS_EMPTY', ifTargets: [] });
  });

  it('mirrors a condition target as its conditionAction and its connection { id, optionID }', () => {
    const module = logic([condition('c1')], [{ id: 'next' }]);
    const change = conditionTargetChange(module, 'c1', 'thanks');
    expect(conditionsOf(change.settings ?? {})[0]?.conditionAction).toBe('thanks');
    expect(change.connections).toEqual([{ id: 'next' }, { id: 'thanks', optionID: 'c1' }]);
    const cleared = conditionTargetChange({ ...module, connections: change.connections ?? [] }, 'c1', null);
    expect(cleared.connections).toEqual([{ id: 'next' }]);
    expect(conditionsOf(cleared.settings ?? {})[0]?.conditionAction).toBe('');
  });

  it('removes a condition with its connection', () => {
    const module = logic([condition('c1'), condition('c2')], [{ id: 'a', optionID: 'c1' }, { id: 'b', optionID: 'c2' }, { id: 'n' }]);
    const change = removeCondition(module, 'c1');
    expect(conditionsOf(change.settings ?? {}).map((c) => c.id)).toEqual(['c2']);
    expect(change.connections).toEqual([{ id: 'b', optionID: 'c2' }, { id: 'n' }]);
  });
});
