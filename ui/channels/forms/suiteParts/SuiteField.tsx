import { useSelector } from '@xstate/react';
import type { SuiteField as Field } from '../../../../machines/channels/forms/suiteConnectRules';
import { TextField } from '../../../kit/TextField';
import { useText } from '../../../kit/useText';
import type { SuiteConnectActor } from '../formProps';

type Props = { actor: SuiteConnectActor; field: Field; label: string; type?: 'password'; isReadOnly?: boolean; onBlur?: () => void };

/** A text field of the suite form, its value and its error from the machine; disabled while a call runs. */
export function SuiteField({ actor, field, label, type, isReadOnly, onBlur }: Props) {
  const text = useText(['channels', 'common']);
  const value = useSelector(actor, (s) => s.context.fields[field]);
  const error = useSelector(actor, (s) => s.context.errors[field] ?? null);
  const busy = useSelector(actor, (s) => !s.hasTag('editing'));
  return (
    <TextField
      label={label}
      type={type}
      value={value}
      isReadOnly={isReadOnly}
      isDisabled={busy}
      errorMessage={error ? text(error) : null}
      onChange={(v) => actor.send({ type: 'FIELD_CHANGED', field, value: v })}
      onBlur={onBlur}
    />
  );
}
