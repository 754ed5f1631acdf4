import { KindFields, SandboxLink, type AiFormProps } from './AiFormParts';

/** Watson Assistant: the service URL, its API key and the workspace id. */
export function WatsonForm({ actor, devMode }: AiFormProps) {
  return (
    <>
      <SandboxLink devMode={devMode} path="/sandbox/watson" />
      <KindFields actor={actor} kind="watson" />
    </>
  );
}
