import { KindFields, SandboxLink, type AiFormProps } from './AiFormParts';

/** LUIS in the cloud: the application id, the authoring and prediction keys and the two endpoints. */
export function LuisCloudForm({ actor, devMode }: AiFormProps) {
  return (
    <>
      <SandboxLink devMode={devMode} path="/sandbox/luis" />
      <KindFields actor={actor} kind="luisCloud" />
    </>
  );
}
