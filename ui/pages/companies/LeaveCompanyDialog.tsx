import { useSelector } from '@xstate/react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { companyLeaveMachine } from '../../../machines/companies/companyLeave.machine';
import { Button } from '../../kit/Button';
import { useText } from '../../kit/useText';
import { Banner } from '../../kit/Banner';

export type CompanyLeaveActorRef = ActorRefFrom<typeof companyLeaveMachine>;

/** Leave popup (spec 4): confirm, then leave; the server's reason is shown when it refuses. */
export function LeaveCompanyDialog({ actorRef }: { actorRef: CompanyLeaveActorRef }) {
  const { t } = useTranslation('companies');
  const text = useText(['companies', 'common']);
  const isOpen = useSelector(actorRef, (s) => !s.matches('closed'));
  const leaving = useSelector(actorRef, (s) => s.matches('leaving'));
  const { company, error } = useSelector(actorRef, (s) => s.context);
  const no = () => actorRef.send({ type: 'NO' });
  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={(open) => (open || leaving ? undefined : no())} isDismissable={!leaving} className="modal-overlay">
      <Modal className="modal">
        <Dialog role="alertdialog" className="dialog" aria-labelledby="leave-company-title">
          <Heading slot="title" id="leave-company-title">
            {t('leave.title')}
          </Heading>
          <p>{t('leave.question', { name: company?.name ?? '' })}</p>
          <Banner kind="error" message={error ? text(error) : null} />
          <div className="dialog-actions">
            <Button variant="secondary" onPress={no} isDisabled={leaving}>
              {t('dialog.no')}
            </Button>
            <Button variant="danger" onPress={() => actorRef.send({ type: 'YES' })} isPending={leaving} autoFocus>
              {t('dialog.yes')}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
