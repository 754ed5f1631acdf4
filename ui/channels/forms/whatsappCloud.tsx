import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../kit/Button';
import { CloudApiKeyDialog } from '../CloudApiKeyDialog';
import type { ChannelFormProps } from './formProps';
import { AssistantField, ChannelFormShell, FormField, SubmitButton } from './FormParts';

/** WhatsApp Cloud: name, customer name and the registered number (starting with +); on update the API key popup. */
export function WhatsappCloudForm({ actor }: ChannelFormProps) {
  const { t } = useTranslation('channels');
  const mode = useSelector(actor, (s) => s.context.mode);
  const channelId = useSelector(actor, (s) => s.context.channelId);
  const [keyOpen, setKeyOpen] = useState(false);
  return (
    <>
      <ChannelFormShell actor={actor}>
        <FormField actor={actor} field="name" label={t('form.name')} />
        <FormField actor={actor} field="partnerName" label={t('whatsappCloud.fields.partnerName')} />
        <FormField actor={actor} field="registeredWhatsappPhoneNumber" label={t('whatsappCloud.fields.number')} description={t('whatsappCloud.fields.numberHelp')} />
        {mode === 'create' ? <AssistantField actor={actor} /> : null}
        <SubmitButton actor={actor} />
      </ChannelFormShell>
      {mode === 'update' && channelId !== null ? (
        <>
          <Button variant="secondary" onPress={() => setKeyOpen(true)}>
            {t('cloudApiKey.open')}
          </Button>
          {keyOpen ? <CloudApiKeyDialog channelId={channelId} onClose={() => setKeyOpen(false)} /> : null}
        </>
      ) : null}
    </>
  );
}
