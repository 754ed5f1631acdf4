import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { SettingField as Field } from '../../../../machines/channels/forms/webSettingFields';
import { Banner } from '../../../kit/Banner';
import { Button } from '../../../kit/Button';
import { SelectField } from '../../../kit/SelectField';
import { TextField } from '../../../kit/TextField';
import { useText } from '../../../kit/useText';
import { SettingField } from './SettingField';
import type { WebSettingsActor } from './settingsProps';

/** The form's messages: a failed call, 'Saved successfully', the typing-delay warning. */
export function SettingsMessages({ actor }: { actor: WebSettingsActor }) {
  const text = useText(['channels', 'common']);
  const error = useSelector(actor, (s) => s.context.error);
  const notice = useSelector(actor, (s) => s.context.notice);
  const warning = useSelector(actor, (s) => s.context.warning);
  return (
    <>
      <Banner kind="error" message={error ? text(error) : null} />
      <Banner kind="info" message={warning ? text(warning) : null} />
      <Banner kind="info" message={notice ? text(notice) : null} />
    </>
  );
}

export function NameField({ actor }: { actor: WebSettingsActor }) {
  const { t } = useTranslation('channels');
  const text = useText(['channels', 'common']);
  const name = useSelector(actor, (s) => s.context.name);
  const error = useSelector(actor, (s) => s.context.errors['name'] ?? null);
  return <TextField label={t('form.name')} value={name} errorMessage={error ? text(error) : null} onChange={(value) => actor.send({ type: 'NAME_CHANGED', value })} />;
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
  const text = useText(['channels', 'common']);
  const assistants = useSelector(actor, (s) => s.context.assistants);
  const botId = useSelector(actor, (s) => s.context.botId);
  const error = useSelector(actor, (s) => s.context.errors['botId'] ?? null);
  return (
    <div className="channel-form">
      <SettingsMessages actor={actor} />
      <NameField actor={actor} />
      <SelectField
        label={t('form.assistant')}
        placeholder={t('form.assistantPlaceholder')}
        options={assistants.map((a) => ({ id: a.id, label: a.name }))}
        value={botId === '' ? null : botId}
        onChange={(id) => actor.send({ type: 'ASSISTANT_CHOSEN', botId: id })}
        errorMessage={error ? text(error) : null}
      />
      <SaveButton actor={actor} label={t('form.connect')} />
    </div>
  );
}
