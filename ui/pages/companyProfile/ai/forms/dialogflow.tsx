import { KindFields, SandboxLink, type AiFormProps } from './AiFormParts';

/** Dialogflow: the Google Cloud project id and the service account's JSON key. */
export function DialogflowForm({ actor, devMode }: AiFormProps) {
  return (
    <>
      <SandboxLink devMode={devMode} path="/sandbox/dialogflow" />
      <KindFields actor={actor} kind="dialogflow" />
    </>
  );
}
