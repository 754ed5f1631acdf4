import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../kit/Button';
import { CloudApiKeyDialog } from '../CloudApiKeyDialog';
import { PartnerWebhookDialog } from '../popups/PartnerWebhookDialog';
import { TrackingParametersDialog } from '../popups/TrackingParametersDialog';
import type { ChannelFormProps } from './formProps';
import { AssistantField, ChannelFormShell, FormField, FormMessages, NameField, SubmitButton } from './FormParts';
import { WhatsappCloudAccount, WhatsappCloudWebhook } from './WhatsappCloudAccount';
import { WhatsappTemplates } from './WhatsappTemplates';

type Popup = 'apiKey' | 'partnerWebhook' | 'tracking' | null;

/**
 * WhatsApp Cloud: name, customer name, the registered number (starting with +) and the Cloud
 * API account; once added with an account, and on update, the webhook to paste into Meta's app
 * dashboard; on update also the outside-window templates (the channel's default and one per
 * flow) and the API key, partner webhook and tracking parameters popups.
 */
export function WhatsappCloudForm({ actor, publicUrl, devMode }: ChannelFormProps) {
  const { t } = useTranslation('channels');
  const mode = useSelector(actor, (s) => s.context.mode);
  const channelId = useSelector(actor, (s) => s.context.channelId);
  const channelName = useSelector(actor, (s) => s.context.name);
  const [popup, setPopup] = useState<Popup>(null);
  const close = () => setPopup(null);
  const added = useSelector(actor, (s) => (s.context.fields['verifyToken'] ? s.context.added?.channel.id : undefined));
  const updating = mode === 'update' && channelId !== null;
  if (added)
    return (
      <div className="channel-form">
        <FormMessages actor={actor} />
        <WhatsappCloudWebhook channelId={added} publicUrl={publicUrl} />
      </div>
    );
  return (
    <>
      <ChannelFormShell actor={actor}>
        <NameField actor={actor} />
        <FormField actor={actor} field="partnerName" label={t('whatsappCloud.fields.partnerName')} />
        <FormField actor={actor} field="registeredWhatsappPhoneNumber" label={t('whatsappCloud.fields.number')} description={t('whatsappCloud.fields.numberHelp')} />
        <WhatsappCloudAccount actor={actor} devMode={devMode} />
        {updating ? <WhatsappCloudWebhook channelId={channelId} publicUrl={publicUrl} /> : null}
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
