import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Button } from './Button';

export type ConfirmDialogProps = {
  isOpen: boolean;
  title?: string;
  text: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
};

/** A modal question with two answers (logout popup, delete confirmations). */
export function ConfirmDialog({ isOpen, title, text, confirmLabel, cancelLabel, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={(open) => (open ? undefined : onCancel())} isDismissable className="modal-overlay">
      <Modal className="modal">
        <Dialog role="alertdialog" className="dialog">
          {title ? <Heading slot="title">{title}</Heading> : null}
          <p>{text}</p>
          <div className="dialog-actions">
            <Button variant="secondary" onPress={onCancel}>
              {cancelLabel}
            </Button>
            <Button onPress={onConfirm} autoFocus>
              {confirmLabel}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
