import { useTranslation } from 'react-i18next';
import { Button } from '../../../../kit/Button';
import { ModulePicker } from '../../shared/ModulePicker';
import type { PanelProps } from '../../types';
import { newId, targetOf } from '../moduleEdit';
import { operatorTakesTargets } from '../parameters';
import { ParameterField } from '../ParameterField';
import { OperatorField } from './OperatorField';
import { addCondition, conditionsOf, conditionTargetChange, editCondition, removeCondition } from './standardRules';
import { TargetValues } from './TargetValues';

/** The standard tab: conditions checked in order, each going to its own module. */
export function StandardConditions({ module, flow, readOnly, update }: Pick<PanelProps<'LOGIC'>, 'module' | 'flow' | 'readOnly' | 'update'>) {
  const { t } = useTranslation('panelsLogic');
  const conditions = conditionsOf(module.settings);
  return (
    <div>
      {conditions.length === 0 ? <p className="logic-hint">{t('logic.noConditions')}</p> : null}
      {conditions.map((condition, index) => (
        <section key={condition.id} className="logic-card" aria-label={t('logic.condition', { number: index + 1 })}>
          <div className="logic-card-head">
            <h3 className="logic-section-title">{t('logic.condition', { number: index + 1 })}</h3>
            <Button variant="link" onPress={() => update(removeCondition(module, condition.id))} isDisabled={readOnly}>
              {t('logic.removeCondition')}
            </Button>
          </div>
          <ParameterField
            label={t('logic.ifCondition')}
            value={condition.ifCondition}
            onChange={(ifCondition) => update(editCondition(module, condition.id, { ifCondition }))}
            isDisabled={readOnly}
          />
          <OperatorField value={condition.ifOperator} onChange={(ifOperator) => update(editCondition(module, condition.id, { ifOperator }))} isDisabled={readOnly} />
          {operatorTakesTargets(condition.ifOperator) ? (
            <TargetValues
              label={t('logic.ifTargets')}
              values={condition.ifTargets}
              onChange={(ifTargets) => update(editCondition(module, condition.id, { ifTargets }))}
              isDisabled={readOnly}
            />
          ) : null}
          <ModulePicker
            label={t('logic.conditionAction')}
            flow={flow}
            exclude={[module.id]}
            value={targetOf(module.connections, condition.id)}
            onChange={(target) => update(conditionTargetChange(module, condition.id, target))}
            isDisabled={readOnly}
          />
        </section>
      ))}
      <Button variant="secondary" onPress={() => update(addCondition(module, newId('c')))} isDisabled={readOnly}>
        {t('logic.addCondition')}
      </Button>
    </div>
  );
}
