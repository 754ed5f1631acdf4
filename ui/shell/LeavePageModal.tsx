import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Banner } from '../kit/Banner';
import { Button } from '../kit/Button';
import { useText } from '../kit/useText';
import type { LeavePageState } from './useLeavePage';

/** "Leave Page?" with Cancel, Discard Changes and Save Changes (spec 2.17). */
export function LeavePageModal({ state }: { state: LeavePageState }) {
  const { t } = useTranslation('leavePage');
  const text = useText(['leavePage', 'common']);
  return (
    <ModalOverlay isOpen={state.isOpen} onOpenChange={(open) => (open || state.isSaving ? undefined : state.onCancel())} isDismissable={!state.isSaving} className="modal-overlay">
      <Modal className="modal">
        <Dialog role="alertdialog" className="dialog">
          <Heading slot="title">{t('title')}</Heading>
          <p>{t('text')}</p>
          <Banner kind="error" message={text(state.error)} />
          {state.isSaving ? <p role="status">{t('saving')}</p> : null}
          <div className="dialog-actions">
            <Button variant="secondary" onPress={state.onCancel} isDisabled={state.isSaving} autoFocus>
              {t('cancel')}
            </Button>
            <Button variant="secondary" onPress={state.onDiscard} isDisabled={state.isSaving}>
              {t('discard')}
            </Button>
            {state.canSave ? (
              <Button onPress={state.onSave} isDisabled={state.isSaving}>
                {t('save')}
              </Button>
            ) : null}
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
