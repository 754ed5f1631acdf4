import { useTranslation } from 'react-i18next';
import { Dialog, Form, Heading, Modal, ModalOverlay } from 'react-aria-components';
import type { CodeStationEditorEvent } from '../../../machines/codeStation/codeStationEditor.machine';
import { Button } from '../../kit/Button';
import { TextField } from '../../kit/TextField';

type NameDialogProps = {
  isOpen: boolean;
  title: string;
  submitLabel: string;
  name: string;
  error: string;
  busy: boolean;
  send: (event: CodeStationEditorEvent) => void;
};

/** The name of a new code block, or the new name of the open one. */
export function NameDialog({ isOpen, title, submitLabel, name, error, busy, send }: NameDialogProps) {
  const { t } = useTranslation('codeStation');
  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={(open) => (open || busy ? undefined : send({ type: 'CANCEL' }))} isDismissable={!busy} className="modal-overlay">
      <Modal className="modal">
        <Dialog className="dialog">
          <Heading slot="title">{title}</Heading>
          <Form
            onSubmit={(event) => {
              event.preventDefault();
              send({ type: 'SUBMIT' });
            }}
          >
            <TextField
              label={t('dialogs.name')}
              value={name}
              onChange={(value) => send({ type: 'NAME_CHANGED', value })}
              errorMessage={error || null}
              isDisabled={busy}
              autoFocus
            />
            <div className="dialog-actions">
              <Button variant="secondary" onPress={() => send({ type: 'CANCEL' })} isDisabled={busy}>
                {t('dialogs.cancel')}
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
