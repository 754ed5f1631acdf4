import type { FlowConnection, FlowModule } from '../../../../../services/contracts/flow';
import type { ModuleChange } from '../../types';
import { patchSettings, textSetting, withTarget } from '../moduleEdit';
import { cleanTargets, isLogicOperator, operatorTakesTargets, type LogicOperator } from '../parameters';

/**
 * The LOGIC module's standard tab (spec 03 sections 2.9, 3.2, 4.2, 5.7): conditions checked
 * in order, each with its own output `{ id, optionID: <condition id> }` (docs/module-settings.md)
 * mirrored in the condition's conditionAction.
 */
export const LOGIC_TABS = ['STANDARD', 'PERSONALIZED'] as const;
export type LogicTab = (typeof LOGIC_TABS)[number];

export type Condition = { id: string; ifCondition: string; ifOperator: LogicOperator; ifTargets: string[]; conditionAction: string };

export function logicTabOf(settings: Record<string, unknown>): LogicTab {
  return settings['logicTab'] === 'PERSONALIZED' ? 'PERSONALIZED' : 'STANDARD';
}

function conditionOf(item: unknown): Condition | null {
  if (typeof item !== 'object' || item === null) return null;
  const record = item as Record<string, unknown>;
  const id = textSetting(record, 'id');
  if (!id) return null;
  return {
    id,
    ifCondition: textSetting(record, 'ifCondition'),
    ifOperator: isLogicOperator(record['ifOperator']) ? record['ifOperator'] : 'EQUALS',
    ifTargets: Array.isArray(record['ifTargets']) ? cleanTargets(record['ifTargets']) : [],
    conditionAction: textSetting(record, 'conditionAction'),
  };
}

export function conditionsOf(settings: Record<string, unknown>): Condition[] {
  const payloads = settings['payloads'];
  return Array.isArray(payloads) ? payloads.map(conditionOf).filter((c): c is Condition => c !== null) : [];
}

export function newCondition(id: string): Condition {
  return { id, ifCondition: '', ifOperator: 'EQUALS', ifTargets: [], conditionAction: '' };
}

export function addCondition(module: FlowModule, id: string): ModuleChange {
  return { settings: patchSettings(module, { payloads: [...conditionsOf(module.settings), newCondition(id)] }) };
}

/** Edits one condition's fields (not its target: see conditionTargetChange). IS_EMPTY drops the targets. */
export function editCondition(module: FlowModule, id: string, patch: Partial<Omit<Condition, 'id' | 'conditionAction'>>): ModuleChange {
  const payloads = conditionsOf(module.settings).map((condition) => {
    if (condition.id !== id) return condition;
    const next = { ...condition, ...patch };
    return { ...next, ifTargets: operatorTakesTargets(next.ifOperator) ? cleanTargets(next.ifTargets) : [] };
  });
  return { settings: patchSettings(module, { payloads }) };
}

/** Points a condition at a module: its conditionAction and its connection change together. */
export function conditionTargetChange(module: FlowModule, id: string, target: string | null): ModuleChange {
  const payloads = conditionsOf(module.settings).map((condition) => (condition.id === id ? { ...condition, conditionAction: target ?? '' } : condition));
  return { settings: patchSettings(module, { payloads }), connections: withTarget(module.connections, id, target) };
}

/** Removing a condition removes its connection (spec 4.2). */
export function removeCondition(module: FlowModule, id: string): ModuleChange {
  const payloads = conditionsOf(module.settings).filter((condition) => condition.id !== id);
  const connections: FlowConnection[] = module.connections.filter((c) => c.optionID !== id);
  return { settings: patchSettings(module, { payloads }), connections };
}
