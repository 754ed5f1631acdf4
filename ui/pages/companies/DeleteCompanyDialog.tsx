import type { FormEvent } from 'react';
import { useSelector } from '@xstate/react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { DELETION_WORD, type companyDeleteMachine } from '../../../machines/companies/companyDelete.machine';
import { Button } from '../../kit/Button';
import { TextField } from '../../kit/TextField';
import { useText } from '../../kit/useText';

export type CompanyDeleteActorRef = ActorRefFrom<typeof companyDeleteMachine>;

/** Deletion popup (spec 4, 5): type Delete exactly, then Yes deletes and No cancels. */
export function DeleteCompanyDialog({ actorRef }: { actorRef: CompanyDeleteActorRef }) {
  const { t } = useTranslation('companies');
  const text = useText(['companies', 'common']);
  const isOpen = useSelector(actorRef, (s) => !s.matches('closed'));
  const deleting = useSelector(actorRef, (s) => s.matches('deleting'));
  const { company, word, error } = useSelector(actorRef, (s) => s.context);
  const no = () => actorRef.send({ type: 'NO' });
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    actorRef.send({ type: 'YES' });
  };
  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={(open) => (open || deleting ? undefined : no())} isDismissable={!deleting} className="modal-overlay">
      <Modal className="modal">
        <Dialog role="alertdialog" className="dialog" aria-labelledby="delete-company-title">
          <Heading slot="title" id="delete-company-title">
            {t('delete.title')}
          </Heading>
          <p>{t('delete.question', { name: company?.name ?? '' })}</p>
          <form className="dialog-form" onSubmit={handleSubmit} noValidate aria-busy={deleting}>
            <TextField
              label={t('delete.wordLabel', { word: DELETION_WORD })}
              name="deletionWord"
              value={word}
              autoFocus
              autoComplete="off"
              isDisabled={deleting}
              errorMessage={error ? text(error) : null}
              onChange={(value) => actorRef.send({ type: 'WORD_CHANGED', value })}
            />
            <div className="dialog-actions">
              <Button variant="secondary" onPress={no} isDisabled={deleting}>
                {t('dialog.no')}
              </Button>
              <Button type="submit" variant="danger" isPending={deleting}>
                {t('dialog.yes')}
              </Button>
            </div>
          </form>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
