import type { ReactNode } from 'react';
import { Dialog, Form, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Banner } from './Banner';
import { Button } from './Button';

type FormDialogProps = {
  isOpen: boolean;
  title: string;
  /** While the form is sent: the fields and buttons are disabled and the dialog cannot be dismissed. */
  busy: boolean;
  /** The form's error above its buttons, if any. */
  error?: string | null;
  submitLabel: string;
  cancelLabel: string;
  onSubmit: () => void;
  onCancel: () => void;
  className?: string;
  children: ReactNode;
};

/**
 * A modal form: its title, its fields, an error, then Cancel and the submit button. Escape or
 * a click outside cancels, except while the form is sent.
 */
export function FormDialog({ isOpen, title, busy, error, submitLabel, cancelLabel, onSubmit, onCancel, className, children }: FormDialogProps) {
  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={(open) => (open || busy ? undefined : onCancel())} isDismissable={!busy} className="modal-overlay">
      <Modal className="modal">
        <Dialog className={className ? `dialog ${className}` : 'dialog'}>
          <Heading slot="title">{title}</Heading>
          <Form
            onSubmit={(event) => {
              event.preventDefault();
              onSubmit();
            }}
          >
            {children}
            <Banner kind="error" message={error} />
            <div className="dialog-actions">
              <Button variant="secondary" onPress={onCancel} isDisabled={busy}>
                {cancelLabel}
              </Button>
              <Button type="submit" isDisabled={busy}>
                {submitLabel}
              </Button>
            </div>
          </Form>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
