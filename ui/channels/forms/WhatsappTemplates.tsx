import { useTranslation } from 'react-i18next';
import { useConsoleActors } from '../../app/ConsoleActorsContext';
import { Banner } from '../../kit/Banner';
import { useResource } from '../../kit/useResource';
import { FlowTemplatesField } from './FlowTemplatesField';
import type { ChannelFormActor } from './formProps';
import { WhatsappTemplateField } from './WhatsappTemplateField';

/**
 * The templates sent outside the 24-hour window (update only): the channel's approved templates
 * are read from WhatsApp once ('An error occurred fetching data' when they cannot be) for the
 * channel's default and the template per flow.
 */
export function WhatsappTemplates({ actor, channelId }: { actor: ChannelFormActor; channelId: string }) {
  const { t } = useTranslation('channels');
  const { channels } = useConsoleActors();
  const templates = useResource({ channelId }, (query, signal) => channels.loadWhatsappTemplates(query, signal));
  return (
    <>
      {/* Whatever the cause (WhatsApp refused, no answer), the spec's one text. */}
      <Banner kind="error" message={templates.status === 'failed' ? t('whatsappCloudPopups.fetchFailed') : null} />
      <WhatsappTemplateField actor={actor} templates={templates} />
      <FlowTemplatesField actor={actor} templates={templates} />
    </>
  );
}
