import { useState } from 'react';
import { useSelector } from '@xstate/react';
import { FieldError, FileTrigger, Form, Label, TextArea, TextField as AriaTextField } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Button } from '../kit/Button';
import { TextField } from '../kit/TextField';
import { useText } from '../kit/useText';
import type { WizardActorRef } from './wizardTypes';

/** The Dialogflow AI form: AI name, the JSON key (pasted or the downloaded file), the project id. */
export function WizardAiForm({ actorRef }: { actorRef: WizardActorRef }) {
  const { t } = useTranslation('assistants');
  const show = useText(['assistants', 'common']);
  const aiName = useSelector(actorRef, (s) => s.context.aiName);
  const jsonKey = useSelector(actorRef, (s) => s.context.jsonKey);
  const projectId = useSelector(actorRef, (s) => s.context.projectId);
  const fieldErrors = useSelector(actorRef, (s) => s.context.fieldErrors);
  const error = useSelector(actorRef, (s) => s.context.error);
  const [fileError, setFileError] = useState(false);
  const readKeyFile = (files: FileList | null) => {
    const file = files?.[0];
    if (!file) return;
    setFileError(false);
    file.text().then(
      (value) => actorRef.send({ type: 'JSON_KEY_CHANGED', value }),
      () => setFileError(true),
    );
  };
  return (
    <section className="wizard-step" aria-labelledby="wizard-ai-title">
      <h2 id="wizard-ai-title">{t('wizard.ai.title')}</h2>
      <Form
        onSubmit={(e) => {
          e.preventDefault();
          actorRef.send({ type: 'SUBMIT' });
        }}
      >
        <TextField
          label={t('wizard.ai.aiName')}
          value={aiName}
          onChange={(value) => actorRef.send({ type: 'AI_NAME_CHANGED', value })}
          errorMessage={fieldErrors.aiName ? show(fieldErrors.aiName) : null}
        />
        <AriaTextField className="field" value={jsonKey} onChange={(value) => actorRef.send({ type: 'JSON_KEY_CHANGED', value })} isInvalid={Boolean(fieldErrors.jsonKey)}>
          <Label>{t('wizard.ai.jsonKey')}</Label>
          <TextArea rows={6} className="json-key" dir="ltr" spellCheck={false} />
          <FieldError>{fieldErrors.jsonKey ? show(fieldErrors.jsonKey) : null}</FieldError>
        </AriaTextField>
        <FileTrigger acceptedFileTypes={['application/json', '.json']} onSelect={readKeyFile}>
          <Button variant="secondary">{t('wizard.ai.keyFile')}</Button>
        </FileTrigger>
        {fileError ? (
          <p className="form-error" role="alert">
            {t('wizard.errors.keyFile')}
          </p>
        ) : null}
        <TextField
          label={t('wizard.ai.projectId')}
          value={projectId}
          onChange={(value) => actorRef.send({ type: 'PROJECT_ID_CHANGED', value })}
          errorMessage={fieldErrors.projectId ? show(fieldErrors.projectId) : null}
        />
        {error ? (
          <p className="form-error" role="alert">
            {show(error)}
          </p>
        ) : null}
        <Button type="submit">{t('wizard.next')}</Button>
      </Form>
    </section>
  );
}
