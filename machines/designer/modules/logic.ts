import type { LogicCondition } from '../../../services/contracts/modules/logic';
import { fixedOption, optionSlot } from '../outputSlot';
import type { ModuleDesign } from './design';

/** A LOGIC condition as a person reads it: '#service EQUALS Urgent'. */
export function conditionText(condition: LogicCondition): string {
  const targets = (condition.ifTargets ?? []).filter(Boolean).join(', ');
  return [condition.ifCondition ?? '', condition.ifOperator ?? '', targets].filter(Boolean).join(' ');
}

/** LOGIC: one output per standard condition, labelled with it; the personalized tab has the one personalization output. */
export const logicDesign: ModuleDesign<'LOGIC'> = {
  slots({ settings }) {
    if (settings.logicTab === 'PERSONALIZED') return [fixedOption('personalization')];
    return (settings.payloads ?? []).flatMap((condition) => (condition.id ? [optionSlot(condition.id, conditionText(condition))] : []));
  },
};
