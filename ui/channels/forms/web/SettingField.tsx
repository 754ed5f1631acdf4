import { useSelector } from '@xstate/react';
import { NumberField, Label, Input, FieldError, Switch } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { SettingField as Field } from '../../../../machines/channels/forms/webSettingFields';
import { SelectField } from '../../../kit/SelectField';
import { TextField } from '../../../kit/TextField';
import { useText } from '../../../kit/useText';
import { ColorChoice } from './ColorChoice';
import { ImageUpload } from './ImageUpload';
import type { WebSettingsActor } from './settingsProps';

/** One property of a web chat form, edited by its type (text, colour, number, toggle, choice, image). */
export function SettingField({ actor, field }: { actor: WebSettingsActor; field: Field }) {
  const { t } = useTranslation('channels');
  const text = useText(['channels', 'common']);
  const value = useSelector(actor, (s) => s.context.values[field.name]);
  const error = useSelector(actor, (s) => s.context.errors[field.name] ?? null);
  const busy = useSelector(actor, (s) => !s.hasTag('editing'));
  const label = t(`web.fields.${field.name}`);
  const errorMessage = error ? text(error) : null;
  const set = (v: string | number | boolean) => actor.send({ type: 'FIELD_CHANGED', field: field.name, value: v });
  switch (field.type) {
    case 'toggle':
      return (
        <Switch className="switch" isSelected={value === true} isDisabled={busy} onChange={set}>
          <span className="switch-indicator" aria-hidden="true" />
          {label}: {value === true ? t('web.enabled') : t('web.disabled')}
        </Switch>
      );
    case 'number':
      return (
        <NumberField className="field" value={typeof value === 'number' ? value : Number.NaN} isDisabled={busy} isInvalid={Boolean(errorMessage)} onChange={set}>
          <Label>{label}</Label>
          <Input />
          <FieldError>{errorMessage}</FieldError>
        </NumberField>
      );
    case 'choice':
      return (
        <SelectField
          label={label}
          options={(field.choices ?? []).map((c) => ({ id: c, label: t(`web.choices.${c}`) }))}
          value={typeof value === 'string' && value !== '' ? value : null}
          onChange={set}
          isDisabled={busy}
          errorMessage={errorMessage}
        />
      );
    case 'image':
      return <ImageUpload actor={actor} field={field.name} label={label} />;
    case 'colour':
      return <ColorChoice label={label} value={typeof value === 'string' ? value : ''} isDisabled={busy} errorMessage={errorMessage} onChange={set} />;
    default:
      return <TextField label={label} value={typeof value === 'string' ? value : ''} isDisabled={busy} errorMessage={errorMessage} onChange={set} />;
  }
}
