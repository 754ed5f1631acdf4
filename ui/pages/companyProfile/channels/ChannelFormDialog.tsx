import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { channelForms } from '../../../channels/forms/registry';
import { Button } from '../../../kit/Button';
import { ChannelFormDialogForm } from './ChannelFormDialogForm';
import type { FormBodyProps } from './ChannelFormDialogBody';

/** The open channel form in a popup: the kind's form on its own machine; a save makes the list read the channels again. */
export function ChannelFormDialog({ open, companyId, onSaved, onClose }: FormBodyProps & { onClose: () => void }) {
  const { t } = useTranslation('channels');
  const entry = channelForms[open.kind];
  const title = t(open.mode === 'create' ? 'form.createTitle' : 'form.updateTitle', { kind: t(`kinds.${open.kind}`) });
  return (
    <ModalOverlay isOpen isDismissable onOpenChange={(isOpen) => (isOpen ? undefined : onClose())} className="modal-overlay">
      <Modal className="modal channel-modal">
        <Dialog className="dialog" aria-label={title}>
          <Heading slot="title">{title}</Heading>
          <ChannelFormDialogForm entry={entry} open={open} companyId={companyId} onSaved={onSaved} />
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
