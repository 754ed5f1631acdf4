import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../kit/Button';
import { TextField } from '../../../../kit/TextField';
import { withTarget } from '../parameters';

export type TargetValuesProps = { label: string; values: readonly string[]; onChange: (values: string[]) => void; isDisabled?: boolean };

/** The values a condition compares with: typed one by one (Enter or Add), trimmed, each removable. */
export function TargetValues({ label, values, onChange, isDisabled }: TargetValuesProps) {
  const { t } = useTranslation('panelsLogic');
  const [typed, setTyped] = useState('');
  const add = () => {
    const next = withTarget(values, typed);
    if (next.length !== values.length) onChange(next);
    setTyped('');
  };
  return (
    <div className="logic-targets">
      <div className="logic-row">
        <TextField
          label={label}
          value={typed}
          onChange={setTyped}
          onKeyDown={(event) => {
            if (event.key === 'Enter') add();
          }}
          isDisabled={isDisabled}
        />
        <Button variant="secondary" onPress={add} isDisabled={isDisabled || typed.trim() === ''}>
          {t('logic.addValue')}
        </Button>
      </div>
      {values.length ? (
        <ul className="logic-chips" aria-label={t('logic.addedValues', { label })}>
          {values.map((value) => (
            <li key={value} className="logic-chip">
              {value}
              <Button variant="link" aria-label={t('logic.removeValue', { value })} onPress={() => onChange(values.filter((v) => v !== value))} isDisabled={isDisabled}>
                ×
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
