import { Link } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { IntegrationOverview } from '../../../services/contracts/integrationProfile';
import { useConsoleActors } from '../../app/ConsoleActorsContext';
import { LoadError } from '../../kit/LoadError';
import { SelectField } from '../../kit/SelectField';
import { useResource } from '../../kit/useResource';
import { useText } from '../../kit/useText';
import { useCompanyList } from '../companies/useCompanyList';
import { IntegrationTable } from './IntegrationTable';
import './integrationProfile.css';

/**
 * /integration-profile (a subpage of Companies, docs/pages.md): the chosen company's
 * integrations, each with its status, creation date and last activity and a link to its form
 * in the company profile. The company is the companyId query parameter, else the first of the
 * user's companies; the chooser changes the parameter.
 */
export default function IntegrationProfilePage() {
  const { t } = useTranslation('integrationProfile');
  const text = useText(['integrationProfile', 'common']);
  const [params, setParams] = useSearchParams();
  const { integrationProfile } = useConsoleActors();
  const companies = useCompanyList();
  const companyId = params.get('companyId') ?? params.get('companyID') ?? companies.data?.[0]?.id ?? null;
  const options = (companies.data ?? []).map((c) => ({ id: c.id, label: c.name }));
  const overview = useResource<IntegrationOverview, { companyId: string }>(companyId ? { companyId } : null, (query, signal) =>
    integrationProfile.integrationOverview(query, { signal }),
  );
  return (
    <section className="integration-page" aria-labelledby="integration-page-title">
      <header className="integration-page-header">
        <h1 id="integration-page-title" className="page-title">
          {t('title')}
        </h1>
        <p>{t('intro')}</p>
        {options.length > 1 ? (
          <SelectField label={t('company')} options={options} value={companyId} onChange={(id) => setParams({ companyId: id })} className="integration-company" />
        ) : null}
      </header>
      {!companyId ? (
        companies.status === 'failed' ? (
          <LoadError message={text(companies.error)} retryLabel={t('retry')} onRetry={companies.reload} />
        ) : companies.status === 'empty' ? (
          <p>
            {t('noCompany')} <Link href="/companies">{t('openCompanies')}</Link>
          </p>
        ) : (
          <p role="status">{t('loading')}</p>
        )
      ) : overview.status === 'failed' ? (
        <LoadError message={text(overview.error)} retryLabel={t('retry')} onRetry={overview.reload} />
      ) : overview.data ? (
        <>
          <IntegrationTable companyId={companyId} integrations={overview.data.integrations} />
          <p>
            <Link href={`/company-profile?id=${encodeURIComponent(companyId)}&initial=CHANNELS`}>{t('addChannel')}</Link>
          </p>
        </>
      ) : (
        <p role="status">{t('loading')}</p>
      )}
    </section>
  );
}
