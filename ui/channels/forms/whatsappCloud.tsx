import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../kit/Button';
import { CloudApiKeyDialog } from '../CloudApiKeyDialog';
import { PartnerWebhookDialog } from '../popups/PartnerWebhookDialog';
import { TrackingParametersDialog } from '../popups/TrackingParametersDialog';
import type { ChannelFormProps } from './formProps';
import { AssistantField, ChannelFormShell, FormField, NameField, SubmitButton } from './FormParts';
import { WhatsappTemplates } from './WhatsappTemplates';

type Popup = 'apiKey' | 'partnerWebhook' | 'tracking' | null;

/**
 * WhatsApp Cloud: name, customer name and the registered number (starting with +); on update
 * the outside-window templates (the channel's default and one per flow) and the API key,
 * partner webhook and tracking parameters popups.
 */
export function WhatsappCloudForm({ actor }: ChannelFormProps) {
  const { t } = useTranslation('channels');
  const mode = useSelector(actor, (s) => s.context.mode);
  const channelId = useSelector(actor, (s) => s.context.channelId);
  const channelName = useSelector(actor, (s) => s.context.name);
  const [popup, setPopup] = useState<Popup>(null);
  const close = () => setPopup(null);
  const updating = mode === 'update' && channelId !== null;
  return (
    <>
      <ChannelFormShell actor={actor}>
        <NameField actor={actor} />
        <FormField actor={actor} field="partnerName" label={t('whatsappCloud.fields.partnerName')} />
        <FormField actor={actor} field="registeredWhatsappPhoneNumber" label={t('whatsappCloud.fields.number')} description={t('whatsappCloud.fields.numberHelp')} />
        {mode === 'create' ? <AssistantField actor={actor} /> : null}
        {updating ? <WhatsappTemplates actor={actor} channelId={channelId} /> : null}
        <SubmitButton actor={actor} />
      </ChannelFormShell>
      {updating ? (
        <>
          <div className="dialog-actions">
            <Button variant="secondary" onPress={() => setPopup('apiKey')}>
              {t('cloudApiKey.open')}
            </Button>
            <Button variant="secondary" onPress={() => setPopup('partnerWebhook')}>
              {t('whatsappCloudPopups.partnerOpen')}
            </Button>
            <Button variant="secondary" onPress={() => setPopup('tracking')}>
              {t('whatsappCloudPopups.trackingOpen')}
            </Button>
          </div>
          {popup === 'apiKey' ? <CloudApiKeyDialog channelId={channelId} onClose={close} /> : null}
          {popup === 'partnerWebhook' ? <PartnerWebhookDialog channelId={channelId} onClose={close} /> : null}
          {popup === 'tracking' ? <TrackingParametersDialog channelId={channelId} channelName={channelName} onClose={close} /> : null}
        </>
      ) : null}
    </>
  );
}
