import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useConsoleActors } from '../../app/ConsoleActorsContext';
import { useInspectedActorRef as useActorRef } from '../../inspector/inspection';
import { Checkbox } from '../../kit/Checkbox';
import { provideTrackingParameters } from '../provideChannels';
import { PopupActions } from './PopupActions';
import { useOutcomeToast } from './useOutcomeToast';

/** The tracking parameters popup: loads removeTrackingParams, toggles it, saves; closes with the outcome as a toast. */
export function TrackingParametersDialog({ channelId, channelName, onClose }: { channelId: string; channelName: string; onClose: () => void }) {
  const { t } = useTranslation('channels');
  const { channels } = useConsoleActors();
  const [logic] = useState(() => provideTrackingParameters(channels));
  const actor = useActorRef(logic, { input: { channelId, channelName } });
  const state = useSelector(actor, (s) => s);
  const closed = state.matches('closed');
  useOutcomeToast(closed, state.context.outcome, onClose);
  if (closed) return null;
  const close = () => actor.send({ type: 'CLOSE' });
  return (
    <ModalOverlay isOpen isDismissable={state.can({ type: 'CLOSE' })} onOpenChange={(open) => (open ? undefined : close())} className="modal-overlay">
      <Modal className="modal">
        <Dialog className="dialog" aria-label={t('whatsappCloudPopups.trackingTitle')}>
          <Heading slot="title">{t('whatsappCloudPopups.trackingTitle')}</Heading>
          <Checkbox isSelected={state.context.removeTrackingParams} isDisabled={!state.can({ type: 'TOGGLE' })} onChange={() => actor.send({ type: 'TOGGLE' })}>
            {t('whatsappCloudPopups.removeTrackingParams')}
          </Checkbox>
          <PopupActions state={state} send={actor.send} />
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
