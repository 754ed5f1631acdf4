import type { FormEvent } from 'react';
import { useSelector } from '@xstate/react';
import { Dialog, Heading, Label, Modal, ModalOverlay, TextArea, TextField as AriaTextField, FieldError } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { companyCreateMachine } from '../../../machines/companies/companyCreate.machine';
import { Button } from '../../kit/Button';
import { TextField } from '../../kit/TextField';
import { useText } from '../../kit/useText';
import { CountrySelect } from './CountrySelect';
import { Banner } from '../../kit/Banner';

export type CompanyCreateActorRef = ActorRefFrom<typeof companyCreateMachine>;

/** Create New Company popup (spec 2.12): name, country (TURKEY), request description, CREATE COMPANY. */
export function CreateCompanyDialog({ actorRef }: { actorRef: CompanyCreateActorRef }) {
  const { t } = useTranslation('companies');
  const text = useText(['companies', 'common']);
  const isOpen = useSelector(actorRef, (s) => !s.matches('closed'));
  const creating = useSelector(actorRef, (s) => s.matches('creating'));
  const context = useSelector(actorRef, (s) => s.context);
  const canSubmit = useSelector(actorRef, (s) => s.can({ type: 'SUBMIT' }) && s.context.name.trim() !== '');

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    actorRef.send({ type: 'SUBMIT' });
  };
  const close = () => actorRef.send({ type: 'CLOSE' });

  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={(open) => (open ? undefined : close())} isDismissable={!creating} className="modal-overlay">
      <Modal className="modal">
        <Dialog className="dialog" aria-labelledby="create-company-title">
          <Heading slot="title" id="create-company-title">
            {t('create.title')}
          </Heading>
          <Banner kind="error" message={context.error ? text(context.error) : null} />
          <form className="dialog-form" onSubmit={handleSubmit} noValidate aria-busy={creating}>
            <TextField
              label={t('create.name')}
              name="companyName"
              value={context.name}
              isDisabled={creating}
              autoFocus
              errorMessage={context.nameError ? text(context.nameError) : null}
              onChange={(value) => actorRef.send({ type: 'NAME_CHANGED', value })}
            />
            <CountrySelect value={context.country} isDisabled={creating} onChange={(value) => actorRef.send({ type: 'COUNTRY_CHANGED', value })} />
            <AriaTextField
              className="field"
              value={context.requestDescription}
              isDisabled={creating}
              isInvalid={Boolean(context.descriptionError)}
              onChange={(value) => actorRef.send({ type: 'DESCRIPTION_CHANGED', value })}
            >
              <Label>{t('create.description')}</Label>
              <TextArea name="requestDescription" />
              <FieldError>{context.descriptionError ? text(context.descriptionError) : null}</FieldError>
            </AriaTextField>
            <div className="dialog-actions">
              <Button variant="secondary" onPress={close} isDisabled={creating}>
                {t('dialog.cancel')}
              </Button>
              <Button type="submit" isDisabled={!canSubmit} isPending={creating}>
                {t('create.submit')}
              </Button>
            </div>
          </form>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
