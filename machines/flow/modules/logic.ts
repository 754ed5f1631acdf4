import type { FlowModuleOf } from '../../../services/contracts/modules';
import { conditionHolds, type LogicCondition } from '../conditions';
import { nextOf, optionTarget } from '../connections';
import type { ModuleCompiler } from './compiler';

/** The standard conditions of a LOGIC module the path generator tests: those with their parameter and values. */
export function conditionsOf(module: FlowModuleOf<'LOGIC'>): LogicCondition[] {
  return (module.settings.payloads ?? []).flatMap((c) =>
    c.ifCondition !== undefined && c.ifTargets !== undefined ? [{ ...c, ifCondition: c.ifCondition, ifOperator: c.ifOperator ?? '', ifTargets: c.ifTargets }] : [],
  );
}

/**
 * LOGIC: STANDARD checks its conditions in order and goes to the first that holds (its
 * output, else its conditionAction), else on; PERSONALIZED needs the partner integration
 * and follows the fallback.
 */
export const logicCompiler: ModuleCompiler<'LOGIC'> = {
  compile(module, kit) {
    if (module.settings.logicTab === 'PERSONALIZED') {
      return {
        final: false,
        state: {
          entry: [kit.logOf(module, 'personalized conditions need the partner integration; following the fallback')],
          always: { target: kit.to(module.fallback ?? nextOf(module)) },
        },
      };
    }
    const conditions = (module.settings.payloads ?? []).map((c): LogicCondition => ({
      ...c,
      ifCondition: c.ifCondition ?? '',
      ifOperator: c.ifOperator ?? '',
      ifTargets: c.ifTargets ?? [],
    }));
    return {
      final: false,
      state: {
        always: [
          ...conditions.map((condition) => ({
            guard: { type: 'conditionHolds', params: { condition } },
            target: kit.to(optionTarget(module, condition.id) ?? condition.conditionAction ?? null),
            actions: [kit.logOf(module, `condition ${condition.ifCondition} ${condition.ifOperator} ${condition.ifTargets.join(', ')} holds`)],
          })),
          { target: kit.onward(module), actions: [kit.logOf(module, 'no condition holds')] },
        ],
      },
    };
  },
  transitions(module, kit) {
    if (module.settings.logicTab === 'PERSONALIZED') {
      kit.fallBack('personalized', 'notRun', 'personalized conditions need the partner integration: fallback');
      return;
    }
    for (const condition of conditionsOf(module)) {
      const target = optionTarget(module, condition.id) ?? condition.conditionAction ?? null;
      const connection = module.connections.find((c) => c.optionID === condition.id);
      kit.add(
        `condition:${condition.id}`,
        'condition',
        `${condition.ifCondition} ${condition.ifOperator} ${condition.ifTargets.join(', ')}`,
        target && kit.has(target) ? target : null,
        connection,
      );
    }
    kit.onward('otherwise', 'otherwise', 'no condition holds');
  },
  walk(module, kit) {
    if (kit.looping()) return;
    if (module.settings.logicTab === 'PERSONALIZED') return kit.go('personalized', kit.fallBack);
    const holding = conditionsOf(module).find((c) => conditionHolds(c, kit.entered.params));
    if (holding) return kit.go(`condition:${holding.id}`, optionTarget(module, holding.id) ?? holding.conditionAction ?? null);
    kit.go('otherwise', kit.onward);
  },
  conditions: (module) => (module.settings.logicTab === 'PERSONALIZED' ? [] : conditionsOf(module)),
};
