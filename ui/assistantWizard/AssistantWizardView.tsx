import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { Button } from '../kit/Button';
import { useText } from '../kit/useText';
import { WizardAiForm } from './WizardAiForm';
import { WizardName } from './WizardName';
import { WizardProject } from './WizardProject';
import { WizardTemplates } from './WizardTemplates';
import type { WizardActorRef } from './wizardTypes';
import './wizard.css';

function SelectType({ actorRef }: { actorRef: WizardActorRef }) {
  const { t } = useTranslation('assistants');
  return (
    <section className="wizard-step" aria-labelledby="wizard-type-title">
      <h2 id="wizard-type-title">{t('wizard.type.title')}</h2>
      <div className="wizard-types">
        <Button variant="secondary" className="wizard-type" onPress={() => actorRef.send({ type: 'CREATE_FROM_SCRATCH' })}>
          <span className="wizard-type-title">{t('wizard.type.scratch')}</span>
          <span className="wizard-type-text">{t('wizard.type.scratchText')}</span>
        </Button>
        <Button variant="secondary" className="wizard-type" onPress={() => actorRef.send({ type: 'BROWSE_TEMPLATES' })}>
          <span className="wizard-type-title">{t('wizard.type.templates')}</span>
          <span className="wizard-type-text">{t('wizard.type.templatesText')}</span>
        </Button>
      </div>
    </section>
  );
}

/**
 * The assistant creation wizard (spec 2.14, 4) on the wizard machine: select type,
 * templates, Google project creation, Dialogflow AI form, name. `onBack` is offered where
 * the wizard itself has nothing to go back to (the create popup's company step).
 */
export function AssistantWizardView({ actorRef, onBack }: { actorRef: WizardActorRef; onBack?: () => void }) {
  const { t } = useTranslation('assistants');
  const show = useText(['assistants', 'common']);
  const value = useSelector(actorRef, (s) => s.value);
  const canBack = useSelector(actorRef, (s) => s.can({ type: 'BACK' }));
  const error = useSelector(actorRef, (s) => s.context.error);
  const step = typeof value === 'string' ? value : Object.keys(value)[0];
  const busy = step === 'creating' || step === 'created';
  return (
    <div className="wizard">
      {step === 'noCompany' ? (
        <p className="form-error" role="alert">
          {show(error)}
        </p>
      ) : null}
      {step === 'selectType' ? <SelectType actorRef={actorRef} /> : null}
      {step === 'templates' ? <WizardTemplates actorRef={actorRef} /> : null}
      {step === 'projectCreation' ? <WizardProject actorRef={actorRef} /> : null}
      {step === 'dialogflowAiForm' ? <WizardAiForm actorRef={actorRef} /> : null}
      {step === 'name' || busy ? <WizardName actorRef={actorRef} /> : null}
      {canBack ? (
        <Button variant="link" className="wizard-back" onPress={() => actorRef.send({ type: 'BACK' })}>
          {t('wizard.back')}
        </Button>
      ) : onBack && !busy ? (
        <Button variant="link" className="wizard-back" onPress={onBack}>
          {t('wizard.back')}
        </Button>
      ) : null}
    </div>
  );
}
