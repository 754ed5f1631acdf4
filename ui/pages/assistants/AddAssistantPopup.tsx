import { useState } from 'react';
import { useSelector } from '@xstate/react';
import { useInspectedActorRef as useActorRef } from '../../inspector/inspection';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { assistantsCreatePopupMachine } from '../../../machines/assistants/assistantsCreatePopup.machine';
import type { AssistantCreatedNotice } from '../../../machines/assistants/assistantWizard.machine';
import type { AssistantCompany } from '../../../services/contracts/assistants';
import { useConsoleConfig } from '../../app/ConsoleConfigContext';
import { AssistantWizard } from '../../assistantWizard/AssistantWizard';
import { Button } from '../../kit/Button';
import { SelectField } from '../../kit/SelectField';
import { useText } from '../../kit/useText';

export type CreatePopupActorRef = ActorRefFrom<typeof assistantsCreatePopupMachine>;

export type AddAssistantPopupViewProps = {
  actorRef: CreatePopupActorRef;
  companies: readonly AssistantCompany[];
  /** A template chosen on the templates page: the wizard starts from it. */
  template?: { id: string; aiBot: boolean };
  triggerLabel?: string;
  /** The wizard (the real one by default; tests pass their own). */
  wizard?: (props: {
    companyId: string;
    onBack: () => void;
    onCreated: (notice: { id: string; fromTemplate: boolean; template?: string; name: string }) => void;
  }) => React.ReactNode;
};

function CompanyStep({ actorRef, companies }: { actorRef: CreatePopupActorRef; companies: readonly AssistantCompany[] }) {
  const { t } = useTranslation('assistants');
  const show = useText(['assistants', 'common']);
  const company = useSelector(actorRef, (s) => s.context.company);
  const error = useSelector(actorRef, (s) => s.context.error);
  const canNext = useSelector(actorRef, (s) => s.can({ type: 'NEXT' }));
  const [picked, setPicked] = useState<string | null>(company?.id ?? null);
  if (companies.length === 0) return <p className="muted">{t('popup.noCompanies')}</p>;
  return (
    <div className="popup-company">
      <SelectField
        label={t('popup.companyLabel')}
        placeholder={t('popup.companyPlaceholder')}
        options={companies.map((c) => ({ id: c.id, label: c.name }))}
        value={picked}
        onChange={(id) => {
          setPicked(id);
          const chosen = companies.find((c) => c.id === id);
          if (chosen) actorRef.send({ type: 'COMPANY_SELECTED', company: chosen });
        }}
      />
      {error ? (
        <p className="form-error" role="alert">
          {show(error)}
        </p>
      ) : null}
      <Button isDisabled={!canNext} onPress={() => actorRef.send({ type: 'NEXT' })}>
        {t('popup.next')}
      </Button>
    </div>
  );
}

/** "Add New Assistant" (spec 2.13) on its machine: company select, then the wizard (back returns). */
export function AddAssistantPopupView({ actorRef, companies, template, triggerLabel, wizard }: AddAssistantPopupViewProps) {
  const { t } = useTranslation('assistants');
  const open = useSelector(actorRef, (s) => !s.matches('closed'));
  const inWizard = useSelector(actorRef, (s) => s.matches('wizard'));
  const companyId = useSelector(actorRef, (s) => s.context.company?.id ?? '');
  const back = () => actorRef.send({ type: 'BACK' });
  const created = (notice: { id: string; fromTemplate: boolean; template?: string; name: string }) => actorRef.send({ type: 'CREATED', ...notice });
  return (
    <>
      <Button onPress={() => actorRef.send({ type: 'OPEN' })}>{triggerLabel ?? t('popup.add')}</Button>
      <ModalOverlay isOpen={open} onOpenChange={(isOpen) => (isOpen ? undefined : actorRef.send({ type: 'CLOSE' }))} isDismissable className="modal-overlay">
        <Modal className="modal add-assistant-modal">
          <Dialog className="dialog">
            <div className="popup-header">
              <Heading slot="title">{t('popup.title')}</Heading>
              <Button variant="secondary" className="popup-close" aria-label={t('popup.close')} onPress={() => actorRef.send({ type: 'CLOSE' })}>
                ×
              </Button>
            </div>
            {inWizard ? (
              wizard ? (
                wizard({ companyId, onBack: back, onCreated: created })
              ) : (
                <AssistantWizard key={companyId} companyId={companyId} templateId={template?.id} templateHasAi={template?.aiBot} onBack={back} onCreated={created} />
              )
            ) : (
              <CompanyStep actorRef={actorRef} companies={companies} />
            )}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </>
  );
}

export type AddAssistantPopupProps = Omit<AddAssistantPopupViewProps, 'actorRef'> & { onCreated: (notice: AssistantCreatedNotice) => void };

/** The popup with its machine; a creation is handed to onCreated (the page opens the new assistant). */
export function AddAssistantPopup({ onCreated, ...props }: AddAssistantPopupProps) {
  const [logic] = useState(() =>
    assistantsCreatePopupMachine.provide({
      actions: {
        openCreatedAssistant: ({ event }) => {
          if (event.type === 'CREATED') onCreated({ id: event.id, fromTemplate: event.fromTemplate, template: event.template, name: event.name });
        },
      },
    }),
  );
  const { userRoleSetting } = useConsoleConfig();
  const actorRef = useActorRef(logic, { input: { roleSettingOn: userRoleSetting } });
  return <AddAssistantPopupView actorRef={actorRef} {...props} />;
}
