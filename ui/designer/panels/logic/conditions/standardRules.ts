import type { FlowConnection } from '../../../../../services/contracts/flow';
import type { FlowModuleOf } from '../../../../../services/contracts/modules';
import { LOGIC_TABS, type LogicSettings } from '../../../../../services/contracts/modules/logic';
import type { ModuleChange } from '../../types';
import { patchSettings, withTarget } from '../moduleEdit';
import { cleanTargets, operatorTakesTargets, type LogicOperator } from '../parameters';

type LogicModule = FlowModuleOf<'LOGIC'>;
type Change = ModuleChange<'LOGIC'>;

/**
 * The LOGIC module's standard tab (spec 03 sections 2.9, 3.2, 4.2, 5.7): conditions checked
 * in order, each with its own output `{ id, optionID: <condition id> }` (docs/module-settings.md)
 * mirrored in the condition's conditionAction.
 */
export { LOGIC_TABS };
export type LogicTab = (typeof LOGIC_TABS)[number];

export type Condition = { id: string; ifCondition: string; ifOperator: LogicOperator; ifTargets: string[]; conditionAction: string };

export function logicTabOf(settings: LogicSettings): LogicTab {
  return settings.logicTab ?? 'STANDARD';
}

/** The stored conditions with their empty values filled in (EQUALS when no operator is stored); one without an id is left out. */
export function conditionsOf(settings: LogicSettings): Condition[] {
  return (settings.payloads ?? [])
    .filter((condition) => condition.id !== '')
    .map((condition) => ({
      id: condition.id,
      ifCondition: condition.ifCondition ?? '',
      ifOperator: condition.ifOperator ?? 'EQUALS',
      ifTargets: cleanTargets(condition.ifTargets ?? []),
      conditionAction: condition.conditionAction ?? '',
    }));
}

export function newCondition(id: string): Condition {
  return { id, ifCondition: '', ifOperator: 'EQUALS', ifTargets: [], conditionAction: '' };
}

export function addCondition(module: LogicModule, id: string): Change {
  return { settings: patchSettings(module, { payloads: [...conditionsOf(module.settings), newCondition(id)] }) };
}

/** Edits one condition's fields (not its target: see conditionTargetChange). IS_EMPTY drops the targets. */
export function editCondition(module: LogicModule, id: string, patch: Partial<Omit<Condition, 'id' | 'conditionAction'>>): Change {
  const payloads = conditionsOf(module.settings).map((condition) => {
    if (condition.id !== id) return condition;
    const next = { ...condition, ...patch };
    return { ...next, ifTargets: operatorTakesTargets(next.ifOperator) ? cleanTargets(next.ifTargets) : [] };
  });
  return { settings: patchSettings(module, { payloads }) };
}

/** Points a condition at a module: its conditionAction and its connection change together. */
export function conditionTargetChange(module: LogicModule, id: string, target: string | null): Change {
  const payloads = conditionsOf(module.settings).map((condition) => (condition.id === id ? { ...condition, conditionAction: target ?? '' } : condition));
  return { settings: patchSettings(module, { payloads }), connections: withTarget(module.connections, id, target) };
}

/** Removing a condition removes its connection (spec 4.2). */
export function removeCondition(module: LogicModule, id: string): Change {
  const payloads = conditionsOf(module.settings).filter((condition) => condition.id !== id);
  const connections: FlowConnection[] = module.connections.filter((c) => c.optionID !== id);
  return { settings: patchSettings(module, { payloads }), connections };
}
