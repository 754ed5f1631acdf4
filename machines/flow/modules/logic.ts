import type { LogicCondition } from '../rules';
import { nextOf, optionTarget } from '../rules';
import type { ModuleCompiler } from './compiler';

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
    const conditions = (module.settings.payloads ?? []).map(
      (c): LogicCondition => ({ ...c, ifCondition: c.ifCondition ?? '', ifOperator: c.ifOperator ?? '', ifTargets: c.ifTargets ?? [] }),
    );
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
};
