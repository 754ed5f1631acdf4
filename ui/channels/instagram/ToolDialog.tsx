import type { ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import './instagramTools.css';

type Props = { title: string; help: string; loading: boolean; canClose: boolean; onClose: () => void; children: ReactNode };

/** The frame of an Instagram tool's popup: its title and help, a loading note while it reads, its content. */
export function ToolDialog({ title, help, loading, canClose, onClose, children }: Props) {
  const { t } = useTranslation('channels');
  return (
    <ModalOverlay isOpen isDismissable={canClose} onOpenChange={(open) => (open ? undefined : onClose())} className="modal-overlay">
      <Modal className="modal">
        <Dialog className="dialog instagram-tool" aria-label={title}>
          <Heading slot="title">{title}</Heading>
          <p>{help}</p>
          {loading ? <p role="status">{t('loading')}</p> : null}
          {children}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
