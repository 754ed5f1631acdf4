import { useTranslation } from 'react-i18next';
import { useConsoleActors } from '../../app/ConsoleActorsContext';
import { CompanyScopedPage } from '../companies/CompanyScopedPage';
import { SecretManager } from './SecretManager';
import './secrets.css';

/**
 * /secret-manager (spec 01 section 2.2, docs/secret-manager.md): the chosen company's secrets.
 */
export default function SecretManagerPage() {
  const { t } = useTranslation('secrets');
  const { secrets } = useConsoleActors();
  return (
    <CompanyScopedPage
      title={t('title')}
      intro={
        <>
          <p>{t('intro')}</p>
          <p>{t('reference', { example: '\u2066{{secret.SHOP_API_KEY}}\u2069' })}</p>
        </>
      }
    >
      {(companyId) => <SecretManager key={companyId} companyId={companyId} calls={secrets} />}
    </CompanyScopedPage>
  );
}
