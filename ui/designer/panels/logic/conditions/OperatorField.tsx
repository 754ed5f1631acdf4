import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../../kit/SelectField';
import { LOGIC_OPERATORS, type LogicOperator } from '../parameters';

/** The operator of a condition (spec 3.3), in the interface language. */
export function OperatorField({ value, onChange, isDisabled }: { value: LogicOperator; onChange: (operator: LogicOperator) => void; isDisabled?: boolean }) {
  const { t } = useTranslation('panelsLogic');
  return (
    <SelectField
      label={t('logic.operator')}
      options={LOGIC_OPERATORS.map((operator) => ({ id: operator, label: t(`logic.operators.${operator}`) }))}
      value={value}
      onChange={(operator) => onChange(operator as LogicOperator)}
      isDisabled={isDisabled}
    />
  );
}
