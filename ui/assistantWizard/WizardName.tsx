import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { NameForm } from '../kit/NameForm';
import { useText } from '../kit/useText';
import type { WizardActorRef } from './wizardTypes';

/** The name step: Create is disabled while the name is empty; Enter submits. */
export function WizardName({ actorRef }: { actorRef: WizardActorRef }) {
  const { t } = useTranslation('assistants');
  const show = useText(['assistants', 'common']);
  const name = useSelector(actorRef, (s) => s.context.name);
  const nameError = useSelector(actorRef, (s) => s.context.fieldErrors.name);
  const error = useSelector(actorRef, (s) => s.context.error);
  const creating = useSelector(actorRef, (s) => s.matches('creating') || s.matches('created'));
  const canSubmit = useSelector(actorRef, (s) => s.can({ type: 'SUBMIT' }));
  return (
    <section className="wizard-step" aria-labelledby="wizard-name-title">
      <h2 id="wizard-name-title">{t('wizard.name.title')}</h2>
      <NameForm
        label={t('wizard.name.label')}
        placeholder={t('wizard.name.placeholder')}
        value={name}
        fieldError={nameError ? show(nameError) : null}
        formError={error ? show(error) : null}
        busy={creating}
        canSubmit={canSubmit}
        submitLabel={creating ? t('wizard.creating') : t('wizard.create')}
        onChange={(value) => actorRef.send({ type: 'NAME_CHANGED', value })}
        onSubmit={() => actorRef.send({ type: 'SUBMIT' })}
      />
    </section>
  );
}
