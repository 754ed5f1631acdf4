import { NoSettings, type AiFormProps } from './AiFormParts';

/** Generative AI on the product's subscription: nothing to fill in. */
export function GenerativeDefaultForm(_props: AiFormProps) {
  return <NoSettings kind="generativeDefault" />;
}
