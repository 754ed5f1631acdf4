import { KindFields, NoSettings, type AiFormProps } from './AiFormParts';

/** The built-in NLU: no account and no keys, only the language it understands. */
export function BuiltInNluForm({ actor }: AiFormProps) {
  return (
    <>
      <NoSettings kind="builtInNlu" />
      <KindFields actor={actor} kind="builtInNlu" />
    </>
  );
}
