import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { OpenForm } from '../../../../machines/channels/channelList.machine';
import { useConsoleActors } from '../../../app/ConsoleActorsContext';
import { useConsoleConfig } from '../../../app/ConsoleConfigContext';
import { channelForms } from '../../../channels/forms/registry';
import { provideChannelForm } from '../../../channels/provideChannels';
import { useInspectedActorRef as useActorRef } from '../../../inspector/inspection';
import { Banner } from '../../../kit/Banner';
import { Button } from '../../../kit/Button';
import { useText } from '../../../kit/useText';

/** The open channel form in a popup: the kind's form on its own machine; a save makes the list read the channels again. */
export function ChannelFormDialog({ open, companyId, onSaved, onClose }: { open: OpenForm; companyId: string; onSaved: () => void; onClose: () => void }) {
  const { t } = useTranslation('channels');
  const text = useText(['channels', 'common']);
  const { channels, session } = useConsoleActors();
  const config = useConsoleConfig();
  const entry = channelForms[open.kind];
  const [logic] = useState(() => provideChannelForm(entry.machine, channels, onSaved));
  const actor = useActorRef(logic, {
    input: { companyId, channelId: open.mode === 'update' ? open.channelId : null, userEmail: session.getUserInfo()?.email ?? '' },
  });
  const loading = useSelector(actor, (s) => s.hasTag('loading'));
  const failed = useSelector(actor, (s) => (s.hasTag('loadFailed') ? s.context.error : null));
  const Form = entry.Form;
  const title = t(open.mode === 'create' ? 'form.createTitle' : 'form.updateTitle', { kind: t(`kinds.${open.kind}`) });
  return (
    <ModalOverlay isOpen isDismissable onOpenChange={(isOpen) => (isOpen ? undefined : onClose())} className="modal-overlay">
      <Modal className="modal channel-modal">
        <Dialog className="dialog" aria-label={title}>
          <Heading slot="title">{title}</Heading>
          {loading ? <p role="status">{t('loading')}</p> : null}
          {failed ? (
            <>
              <Banner kind="error" message={text(failed)} />
              <Button onPress={() => actor.send({ type: 'RETRY' })}>{t('retry')}</Button>
            </>
          ) : null}
          {!loading && !failed ? <Form actor={actor} publicUrl={window.location.origin} devMode={config.devMode} /> : null}
          <div className="dialog-actions">
            <Button variant="secondary" onPress={onClose}>
              {t('close')}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
