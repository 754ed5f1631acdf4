import { useTranslation } from 'react-i18next';
import { Link } from 'react-aria-components';
import { useSearchParams } from 'react-router-dom';
import { useConsoleActors } from '../../app/ConsoleActorsContext';
import { LoadError } from '../../kit/LoadError';
import { SelectField } from '../../kit/SelectField';
import { useText } from '../../kit/useText';
import { useCompanyList } from '../companies/useCompanyList';
import { SecretManager } from './SecretManager';
import './secrets.css';

/**
 * /secret-manager (spec 01 section 2.2, docs/secret-manager.md): the chosen company's secrets.
 * The company is the companyId query parameter, else the first of the user's companies; the
 * chooser changes the parameter, so the address names the company shown.
 */
export default function SecretManagerPage() {
  const { t } = useTranslation('secrets');
  const text = useText(['secrets', 'common']);
  const [params, setParams] = useSearchParams();
  const { secrets } = useConsoleActors();
  const companies = useCompanyList();
  const asked = params.get('companyId') ?? params.get('companyID');
  const companyId = asked ?? companies.data?.[0]?.id ?? null;
  const options = (companies.data ?? []).map((c) => ({ id: c.id, label: c.name }));
  return (
    <section className="secret-page" aria-labelledby="secret-page-title">
      <header className="secret-page-header">
        <h1 id="secret-page-title" className="page-title">
          {t('title')}
        </h1>
        <p>{t('intro')}</p>
        <p>{t('reference', { example: '\u2066{{secret.SHOP_API_KEY}}\u2069' })}</p>
        {options.length > 1 ? (
          <SelectField label={t('company')} options={options} value={companyId} onChange={(id) => setParams({ companyId: id })} className="secret-company" />
        ) : null}
      </header>
      {companyId ? (
        <SecretManager key={companyId} companyId={companyId} calls={secrets} />
      ) : companies.status === 'failed' ? (
        <LoadError message={text(companies.error)} retryLabel={t('retry')} onRetry={companies.reload} />
      ) : companies.status === 'empty' ? (
        <p>
          {t('noCompany')} <Link href="/companies">{t('openCompanies')}</Link>
        </p>
      ) : (
        <p role="status">{t('loading')}</p>
      )}
    </section>
  );
}
