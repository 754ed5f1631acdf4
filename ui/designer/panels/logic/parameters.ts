import { LOGIC_OPERATORS } from '../../../../services/contracts/modules/logic';

/** Spec 03 section 3.3: the reserved parameters every flow has (offered in parameter fields). */
export const RESERVED_PARAMETERS = ['#EMAIL', '#LASTMESSAGETYPE', '#LASTMESSAGEVALUE', '#NAME', '#PHONE', '#PLATFORM', '#SURNAME', '#TEMPLATE_MESSAGE_ID'] as const;

/** Spec 03 section 3.3: the operators of LOGIC conditions (standard and personalized). */
export { LOGIC_OPERATORS };
export type LogicOperator = (typeof LOGIC_OPERATORS)[number];

export function isLogicOperator(value: unknown): value is LogicOperator {
  return typeof value === 'string' && (LOGIC_OPERATORS as readonly string[]).includes(value);
}

/** IS_EMPTY compares with nothing; every other operator needs at least one target value. */
export function operatorTakesTargets(operator: LogicOperator): boolean {
  return operator !== 'IS_EMPTY';
}

/** Adds a typed target value, trimmed (spec 5.7); empty and repeated values are not added. */
export function withTarget(targets: readonly string[], typed: string): string[] {
  const value = typed.trim();
  if (!value || targets.includes(value)) return [...targets];
  return [...targets, value];
}

/** Target values as stored: trimmed, none empty, none repeated. */
export function cleanTargets(targets: readonly unknown[]): string[] {
  return targets.reduce<string[]>((kept, target) => (typeof target === 'string' ? withTarget(kept, target) : kept), []);
}
