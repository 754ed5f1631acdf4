import { KindFields, SandboxLink, type AiFormProps } from './AiFormParts';

/** Conversational language understanding: the endpoint, project, key, deployment, primary language and training model. */
export function CluForm({ actor, devMode }: AiFormProps) {
  return (
    <>
      <SandboxLink devMode={devMode} path="/sandbox/clu" />
      <KindFields actor={actor} kind="clu" />
    </>
  );
}
