import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { templateChoice } from '../../../machines/channels/forms/whatsappCloudTemplate';
import { useConsoleActors } from '../../app/ConsoleActorsContext';
import { Banner } from '../../kit/Banner';
import { SelectField } from '../../kit/SelectField';
import { useResource } from '../../kit/useResource';
import { useText } from '../../kit/useText';
import type { ChannelFormActor } from './formProps';

const NONE = '';

/**
 * The approved template sent outside the 24-hour window (update only): the channel's approved
 * templates read from WhatsApp ('An error occurred fetching data' when they cannot be), the
 * choice kept in the form's outsideWindowTemplate field and saved with the form.
 */
export function WhatsappTemplateField({ actor, channelId }: { actor: ChannelFormActor; channelId: string }) {
  const { t } = useTranslation('channels');
  const text = useText(['channels', 'common']);
  const { channels } = useConsoleActors();
  const templates = useResource({ channelId }, (query, signal) => channels.loadWhatsappTemplates(query, signal));
  const value = useSelector(actor, (s) => s.context.fields['outsideWindowTemplate'] ?? NONE);
  const error = useSelector(actor, (s) => s.context.errors['outsideWindowTemplate'] ?? null);
  const busy = useSelector(actor, (s) => !s.hasTag('editing'));
  const listed = (templates.data ?? []).map((template) => ({ id: templateChoice(template), label: `${template.name} (${template.language})` }));
  // A stored choice no longer among the approved ones stays shown, so saving keeps it or the admin picks another.
  const options = [
    { id: NONE, label: t('whatsappCloudPopups.noTemplate') },
    ...listed,
    ...(value && !listed.some((o) => o.id === value) ? [{ id: value, label: value.replace('|', ' ') }] : []),
  ];
  return (
    <>
      {/* Whatever the cause (WhatsApp refused, no answer), the spec's one text. */}
      <Banner kind="error" message={templates.status === 'failed' ? t('whatsappCloudPopups.fetchFailed') : null} />
      <SelectField
        label={t('whatsappCloudPopups.template')}
        options={options}
        value={value}
        isDisabled={busy || templates.status === 'loading'}
        errorMessage={error ? text(error) : null}
        onChange={(id) => actor.send({ type: 'FIELD_CHANGED', field: 'outsideWindowTemplate', value: id })}
      />
    </>
  );
}
