import type { FlowModuleOf } from '../../../services/contracts/modules';
import { LOGIC_OPERATORS } from '../../../services/contracts/modules/logic';
import { nextOf, optionTarget } from '../connections';
import { parameterKey, substitute } from '../parameters';
import type { ModuleCompiler } from './compiler';

export { LOGIC_OPERATORS };
export type LogicOperator = (typeof LOGIC_OPERATORS)[number];

export type LogicCondition = { id: string; ifCondition: string; ifOperator: string; ifTargets: string[]; conditionAction?: string };

const number = (value: string): number | null => {
  const trimmed = value.trim().replace(',', '.');
  if (trimmed === '') return null;
  const n = Number(trimmed);
  return Number.isFinite(n) ? n : null;
};

/** The value a condition tests: a parameter ('#name') or, without '#', the text itself. */
export function conditionValue(ifCondition: string, params: Readonly<Record<string, string>>): string {
  const reference = ifCondition.trim();
  if (!reference.startsWith('#')) return substitute(reference, params);
  return params[parameterKey(reference)] ?? '';
}

/**
 * Whether a logic condition holds (spec 5.7: targets trimmed). Text comparisons ignore
 * case; several targets mean "any of them" (NOT_EQUALS: none of them).
 */
export function conditionHolds(condition: LogicCondition, params: Readonly<Record<string, string>>): boolean {
  const value = conditionValue(condition.ifCondition, params);
  const targets = condition.ifTargets.map((t) => t.trim()).filter((t, i, all) => t !== '' || all.length === 1);
  const lower = value.toLowerCase();
  const firstNumber = targets.length ? number(targets[0]!) : null;
  switch (condition.ifOperator as LogicOperator) {
    case 'CONTAINS':
      return targets.some((t) => t !== '' && lower.includes(t.toLowerCase()));
    case 'EQUALS':
      return targets.some((t) => lower === t.toLowerCase());
    case 'NOT_EQUALS':
      return targets.every((t) => lower !== t.toLowerCase());
    case 'LEN_GREATER':
      return firstNumber !== null && value.length > firstNumber;
    case 'LEN_LESS':
      return firstNumber !== null && value.length < firstNumber;
    case 'LEN_EQUALS':
      return firstNumber !== null && value.length === firstNumber;
    case 'IS_EMPTY':
      return value.trim() === '';
    case 'GREATER_THAN': {
      const n = number(value);
      return n !== null && firstNumber !== null && n > firstNumber;
    }
    case 'LESS_THAN': {
      const n = number(value);
      return n !== null && firstNumber !== null && n < firstNumber;
    }
    default:
      return false;
  }
}

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
  transitions(module, kit) {
    if (module.settings.logicTab === 'PERSONALIZED') {
      kit.fallBack('personalized', 'notRun', 'personalized conditions need the partner integration: fallback');
      return;
    }
    for (const condition of conditionsOf(module)) {
      const target = optionTarget(module, condition.id) ?? condition.conditionAction ?? null;
      const connection = module.connections.find((c) => c.optionID === condition.id);
      kit.add(`condition:${condition.id}`, 'condition', `${condition.ifCondition} ${condition.ifOperator} ${condition.ifTargets.join(', ')}`, target && kit.has(target) ? target : null, connection);
    }
    kit.onward('otherwise', 'otherwise', 'no condition holds');
  },
};
