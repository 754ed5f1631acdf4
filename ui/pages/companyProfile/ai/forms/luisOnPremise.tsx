import { KindFields, SandboxLink, type AiFormProps } from './AiFormParts';

/** LUIS on the company's own servers: the same settings as LUIS in the cloud, at the company's addresses. */
export function LuisOnPremiseForm({ actor, devMode }: AiFormProps) {
  return (
    <>
      <SandboxLink devMode={devMode} path="/sandbox/luis" />
      <KindFields actor={actor} kind="luisOnPremise" />
    </>
  );
}
