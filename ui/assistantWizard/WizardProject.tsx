import { useSelector } from '@xstate/react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Button } from '../kit/Button';
import { TextField } from '../kit/TextField';
import { useText } from '../kit/useText';
import type { WizardActorRef } from './wizardTypes';

/** Google project creation: an own project id, or create a project by name (popup), then the key download. */
export function WizardProject({ actorRef }: { actorRef: WizardActorRef }) {
  const { t } = useTranslation('assistants');
  const show = useText(['assistants', 'common']);
  const choosing = useSelector(actorRef, (s) => s.matches({ projectCreation: 'choosing' }));
  const naming = useSelector(actorRef, (s) => s.matches({ projectCreation: 'naming' }));
  const creating = useSelector(actorRef, (s) => s.matches({ projectCreation: 'creatingProject' }));
  const downloading = useSelector(actorRef, (s) => s.matches({ projectCreation: 'downloadingKey' }));
  const projectId = useSelector(actorRef, (s) => s.context.projectId);
  const projectName = useSelector(actorRef, (s) => s.context.projectName);
  const error = useSelector(actorRef, (s) => s.context.error);
  const canUseId = useSelector(actorRef, (s) => s.can({ type: 'USE_PROJECT_ID' }));
  const canCreate = useSelector(actorRef, (s) => s.can({ type: 'SUBMIT' }));
  return (
    <section className="wizard-step" aria-labelledby="wizard-project-title">
      <h2 id="wizard-project-title">{t('wizard.project.title')}</h2>
      <p className="muted">{t('wizard.project.text')}</p>
      {choosing ? (
        <Form
          onSubmit={(e) => {
            e.preventDefault();
            actorRef.send({ type: 'USE_PROJECT_ID' });
          }}
        >
          <TextField label={t('wizard.project.projectId')} value={projectId} onChange={(value) => actorRef.send({ type: 'PROJECT_ID_CHANGED', value })} />
          <div className="wizard-actions">
            <Button type="submit" isDisabled={!canUseId}>
              {t('wizard.next')}
            </Button>
            <Button variant="secondary" onPress={() => actorRef.send({ type: 'CREATE_PROJECT' })}>
              {t('wizard.project.create')}
            </Button>
          </div>
        </Form>
      ) : null}
      {naming || creating ? (
        <Form
          onSubmit={(e) => {
            e.preventDefault();
            actorRef.send({ type: 'SUBMIT' });
          }}
        >
          <TextField
            label={t('wizard.project.projectName')}
            description={t('wizard.project.projectNameHint')}
            value={projectName}
            onChange={(value) => actorRef.send({ type: 'PROJECT_NAME_CHANGED', value })}
            isDisabled={creating}
          />
          <Button type="submit" isDisabled={!canCreate}>
            {t('wizard.project.createButton')}
          </Button>
        </Form>
      ) : null}
      {creating ? <p role="status">{t('wizard.project.creating')}</p> : null}
      {downloading ? <p role="status">{t('wizard.project.downloading')}</p> : null}
      {error ? (
        <p className="form-error" role="alert">
          {show(error)}
        </p>
      ) : null}
    </section>
  );
}
