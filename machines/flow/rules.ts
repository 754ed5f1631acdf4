import type { FlowConnection, FlowModule, SettingsOf } from '../../services/contracts/flow';
import { keywordTarget } from './connections';
import { checkReply, type InputCheck } from './modules/input';
import { choiceOf, chosenText as chosenTextOf } from './modules/selection';
import type { UserInput } from './parameters';

/**
 * The pure rules a running conversation applies (spec 03 sections 3.2, 3.3, 5.6, 5.7):
 * parameter substitution, logic operators, input validation, matching a reply to a
 * selection's options. Each rule lives with its module type (modules/<type>.ts, reading
 * that type's settings typed) or, shared by all types, in parameters.ts, conditions.ts and
 * connections.ts; this file gathers them for the compiled flow's guards and the tests.
 */
export { RESERVED_PARAMETERS, parameterKey, substitute, type UserInput } from './parameters';
export { nextOf, optionTarget } from './connections';
export { LOGIC_OPERATORS, conditionHolds, conditionValue, type LogicCondition, type LogicOperator } from './conditions';
export { EMAIL_PATTERN, PHONE_PATTERN, validatorOf, type InputCheck } from './modules/input';

/** Whether an INPUT module with these settings accepts what was sent: type, identification kind, validator. */
export function checkInput(settings: SettingsOf<'INPUT'>, input: UserInput): InputCheck {
  return checkReply(settings, input);
}

/**
 * The connection a reply chooses on a SELECTION module: the pressed button/card/row (by
 * payload id or by its text), else a keyword group. Null: the reply matches nothing.
 */
export function chosenConnection(module: FlowModule, input: UserInput): FlowConnection | null {
  return module.type === 'SELECTION' ? choiceOf(module, input) : keywordTarget(module, input);
}

/** The text a selection's chosen option stands for (what #inputParam keeps). */
export function chosenText(module: FlowModule, input: UserInput): string {
  return module.type === 'SELECTION' ? chosenTextOf(module, input) : input.text;
}
