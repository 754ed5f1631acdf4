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
 * channel's default and the template per flow. A channel without its Cloud API account yet has
 * none: the form says how to get them.
 */
export function WhatsappTemplates({ actor, channelId }: { actor: ChannelFormActor; channelId: string }) {
  const { t } = useTranslation('channels');
  const { channels } = useConsoleActors();
  const answer = useResource({ channelId }, (query, signal) => channels.loadWhatsappTemplates(query, signal));
  const templates = { ...answer, data: answer.data?.templates ?? null };
  return (
    <>
      {/* Whatever the cause (WhatsApp refused, no answer), the spec's one text. */}
      <Banner kind="error" message={answer.status === 'failed' ? t('whatsappCloudPopups.fetchFailed') : null} />
      {answer.data?.connected === false ? <p className="field-hint">{t('whatsappCloudPopups.notConnected')}</p> : null}
      <WhatsappTemplateField actor={actor} templates={templates} />
      <FlowTemplatesField actor={actor} templates={templates} />
    </>
  );
}
