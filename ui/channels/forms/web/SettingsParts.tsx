import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { SettingField as Field } from '../../../../machines/channels/forms/webSettingFields';
import { Button } from '../../../kit/Button';
import { AssistantField, FormMessages, NameField } from '../FormParts';
import { SettingField } from './SettingField';
import type { WebSettingsActor } from './settingsProps';

/** The form's messages: a failed call, 'Saved successfully', the typing-delay warning. */
export function SettingsMessages({ actor }: { actor: WebSettingsActor }) {
  const warning = useSelector(actor, (s) => s.context.warning);
  return <FormMessages actor={actor} warning={warning} />;
}

export function Fields({ actor, fields }: { actor: WebSettingsActor; fields: readonly Field[] }) {
  return (
    <>
      {fields.map((field) => (
        <SettingField key={field.name} actor={actor} field={field} />
      ))}
    </>
  );
}

export function SaveButton({ actor, label }: { actor: WebSettingsActor; label?: string }) {
  const { t } = useTranslation('channels');
  const busy = useSelector(actor, (s) => !s.hasTag('editing'));
  return (
    <Button isDisabled={busy} onPress={() => actor.send({ type: 'SAVE' })}>
      {label ?? t('web.save')}
    </Button>
  );
}

/** Create: the name, the assistant that answers, and Connect. */
export function CreateSettings({ actor }: { actor: WebSettingsActor }) {
  const { t } = useTranslation('channels');
  return (
    <div className="channel-form">
      <SettingsMessages actor={actor} />
      <NameField actor={actor} />
      <AssistantField actor={actor} />
      <SaveButton actor={actor} label={t('form.connect')} />
    </div>
  );
}
