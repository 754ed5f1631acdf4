import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { WhatsappTemplateChoice } from '../../../services/contracts/channels/whatsappCloudSettings';
import { SelectField } from '../../kit/SelectField';
import type { Resource } from '../../kit/useResource';
import { useText } from '../../kit/useText';
import type { ChannelFormActor } from './formProps';
import { templateOptions } from './whatsappTemplateOptions';

/**
 * The channel's default template sent outside the 24-hour window (update only), chosen among the
 * channel's approved templates; the choice kept in the form's outsideWindowTemplate field and
 * saved with the form.
 */
export function WhatsappTemplateField({ actor, templates }: { actor: ChannelFormActor; templates: Resource<WhatsappTemplateChoice[]> }) {
  const { t } = useTranslation('channels');
  const text = useText(['channels', 'common']);
  const value = useSelector(actor, (s) => s.context.fields['outsideWindowTemplate'] ?? '');
  const error = useSelector(actor, (s) => s.context.errors['outsideWindowTemplate'] ?? null);
  const busy = useSelector(actor, (s) => !s.hasTag('editing'));
  return (
    <SelectField
      label={t('whatsappCloudPopups.template')}
      options={templateOptions(templates.data ?? [], value, { id: '', label: t('whatsappCloudPopups.noTemplate') })}
      value={value}
      isDisabled={busy || templates.status === 'loading'}
      errorMessage={error ? text(error) : null}
      onChange={(id) => actor.send({ type: 'FIELD_CHANGED', field: 'outsideWindowTemplate', value: id })}
    />
  );
}
