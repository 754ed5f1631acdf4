import { LOGIC_OPERATORS } from '../../services/contracts/modules/logic';
import { parameterKey, substitute } from './parameters';

/**
 * A LOGIC condition as the engine tests it (spec 03 sections 3.3, 5.7): the parameter or text
 * tested, the operator and the values compared with. The compiled flow's guards and the path
 * generator both decide with conditionHolds; a LOGIC module's own file (modules/logic.ts)
 * reads its conditions from its settings.
 */
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
