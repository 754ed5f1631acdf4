import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { TextRef } from '../../../machines/shared/text';
import { Banner } from '../../kit/Banner';
import { Button } from '../../kit/Button';
import { SelectField } from '../../kit/SelectField';
import { TextField } from '../../kit/TextField';
import { useText } from '../../kit/useText';
import type { AnyChannelFormActor, ChannelFormActor } from './formProps';

/** The messages of a form: a failed call or refusal, a warning (saved all the same), and 'Saved successfully' / 'Channel updated successfully.' */
export function FormMessages({ actor, warning = null }: { actor: AnyChannelFormActor; warning?: TextRef | null }) {
  const text = useText(['channels', 'common']);
  const error = useSelector(actor, (s) => s.context.error);
  const notice = useSelector(actor, (s) => s.context.notice);
  return (
    <>
      <Banner kind="error" message={error ? text(error) : null} />
      <Banner kind="info" message={warning ? text(warning) : null} />
      <Banner kind="info" message={notice ? text(notice) : null} />
    </>
  );
}

/** The channel's name, its error from the machine; disabled while a call runs. */
export function NameField({ actor, label }: { actor: AnyChannelFormActor; label?: string }) {
  const { t } = useTranslation('channels');
  const text = useText(['channels', 'common']);
  const name = useSelector(actor, (s) => s.context.name);
  const error = useSelector(actor, (s) => s.context.errors['name'] ?? null);
  const busy = useSelector(actor, (s) => !s.hasTag('editing'));
  return (
    <TextField
      label={label ?? t('form.name')}
      value={name}
      isDisabled={busy}
      errorMessage={error ? text(error) : null}
      onChange={(value) => actor.send({ type: 'NAME_CHANGED', value })}
    />
  );
}

/** A text field of the form, its value and its error from the machine. */
export function FormField({ actor, field, label, description, type }: { actor: ChannelFormActor; field: string; label: string; description?: string; type?: 'password' }) {
  const text = useText(['channels', 'common']);
  const value = useSelector(actor, (s) => s.context.fields[field] ?? '');
  const error = useSelector(actor, (s) => s.context.errors[field] ?? null);
  const busy = useSelector(actor, (s) => !s.hasTag('editing'));
  return (
    <TextField
      label={label}
      description={description}
      type={type}
      value={value}
      isDisabled={busy}
      errorMessage={error ? text(error) : null}
      onChange={(v) => actor.send({ type: 'FIELD_CHANGED', field, value: v })}
    />
  );
}

/** The assistant that answers on the channel (create only). */
export function AssistantField({ actor }: { actor: AnyChannelFormActor }) {
  const { t } = useTranslation('channels');
  const text = useText(['channels', 'common']);
  const assistants = useSelector(actor, (s) => s.context.assistants);
  const botId = useSelector(actor, (s) => s.context.botId);
  const error = useSelector(actor, (s) => s.context.errors['botId'] ?? null);
  return (
    <SelectField
      label={t('form.assistant')}
      placeholder={t('form.assistantPlaceholder')}
      options={assistants.map((a) => ({ id: a.id, label: a.name }))}
      value={botId === '' ? null : botId}
      onChange={(id) => actor.send({ type: 'ASSISTANT_CHOSEN', botId: id })}
      errorMessage={error ? text(error) : null}
    />
  );
}

/** The form's submit: Connect on create, Save on update; disabled while a call runs. */
export function SubmitButton({ actor, createLabel }: { actor: ChannelFormActor; createLabel?: string }) {
  const { t } = useTranslation('channels');
  const mode = useSelector(actor, (s) => s.context.mode);
  const busy = useSelector(actor, (s) => !s.hasTag('editing'));
  return (
    <Button type="submit" isDisabled={busy}>
      {mode === 'create' ? (createLabel ?? t('form.connect')) : t('form.save')}
    </Button>
  );
}

/** A form element that sends SUBMIT. */
export function ChannelFormShell({ actor, children }: { actor: ChannelFormActor; children: React.ReactNode }) {
  return (
    <form
      className="channel-form"
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: 'SUBMIT' });
      }}
    >
      <FormMessages actor={actor} />
      {children}
    </form>
  );
}
