import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useConsoleActors } from '../../app/ConsoleActorsContext';
import { useInspectedActorRef as useActorRef } from '../../inspector/inspection';
import { TextField } from '../../kit/TextField';
import { useText } from '../../kit/useText';
import { providePartnerWebhook } from '../provideChannels';
import { PopupActions } from './PopupActions';
import { useOutcomeToast } from './useOutcomeToast';

/** The partner webhook popup: loads the channel's webhook, edits its url and token, saves; closes with the outcome as a toast. */
export function PartnerWebhookDialog({ channelId, onClose }: { channelId: string; onClose: () => void }) {
  const { t } = useTranslation('channels');
  const text = useText(['channels', 'common']);
  const { channels } = useConsoleActors();
  const [logic] = useState(() => providePartnerWebhook(channels));
  const actor = useActorRef(logic, { input: { channelId } });
  const state = useSelector(actor, (s) => s);
  const closed = state.matches('closed');
  useOutcomeToast(closed, state.context.outcome, onClose);
  if (closed) return null;
  const close = () => actor.send({ type: 'CLOSE' });
  const busy = !state.matches('editing');
  return (
    <ModalOverlay isOpen isDismissable={state.can({ type: 'CLOSE' })} onOpenChange={(open) => (open ? undefined : close())} className="modal-overlay">
      <Modal className="modal">
        <Dialog className="dialog" aria-label={t('whatsappCloudPopups.partnerTitle')}>
          <Heading slot="title">{t('whatsappCloudPopups.partnerTitle')}</Heading>
          <p>{t('whatsappCloudPopups.partnerHelp')}</p>
          <TextField
            label={t('whatsappCloudPopups.partnerWebhookUrl')}
            value={state.context.partnerWebhookUrl}
            isDisabled={busy}
            errorMessage={state.context.errors.partnerWebhookUrl ? text(state.context.errors.partnerWebhookUrl) : undefined}
            onChange={(value) => actor.send({ type: 'URL_CHANGED', value })}
          />
          <TextField
            label={t('whatsappCloudPopups.token')}
            value={state.context.token}
            isDisabled={busy}
            errorMessage={state.context.errors.token ? text(state.context.errors.token) : undefined}
            onChange={(value) => actor.send({ type: 'TOKEN_CHANGED', value })}
          />
          <PopupActions state={state} send={actor.send} />
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
