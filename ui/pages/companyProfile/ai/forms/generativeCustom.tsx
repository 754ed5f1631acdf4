import { useTranslation } from 'react-i18next';
import { SandboxLink, type AiFormProps } from './AiFormParts';

/** Generative AI on the company's own subscription: its models are on the DEPLOYMENTS tab. */
export function GenerativeCustomForm({ devMode }: AiFormProps) {
  const { t } = useTranslation('aiConnections');
  return (
    <>
      <p className="muted">{t('deployments.whereModels')}</p>
      <SandboxLink devMode={devMode} path="/sandbox/openai" />
    </>
  );
}
