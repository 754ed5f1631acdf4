import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-aria-components';
import { useSearchParams } from 'react-router-dom';
import { LoadError } from '../../kit/LoadError';
import { SelectField } from '../../kit/SelectField';
import { useText } from '../../kit/useText';
import { useCompanyList } from '../companies/useCompanyList';
import './dataStation.css';

/**
 * The frame of a data station page: its title, and the company it is about, the companyId query
 * parameter, else the first of the user's companies; the chooser changes the parameter, so the
 * address names the company shown.
 */
export function DataStationPage({ title, intro, children }: { title: string; intro: string; children: (companyId: string) => ReactNode }) {
  const { t } = useTranslation('dataStation');
  const text = useText(['dataStation', 'common']);
  const [params, setParams] = useSearchParams();
  const companies = useCompanyList();
  const companyId = params.get('companyId') ?? params.get('companyID') ?? companies.data?.[0]?.id ?? null;
  const options = (companies.data ?? []).map((c) => ({ id: c.id, label: c.name }));
  return (
    <section className="data-page" aria-labelledby="data-page-title">
      <header className="data-page-header">
        <h1 id="data-page-title" className="page-title">
          {title}
        </h1>
        <p>{intro}</p>
        {options.length > 1 ? (
          <SelectField label={t('company')} options={options} value={companyId} onChange={(id) => setParams({ companyId: id })} className="data-company" />
        ) : null}
      </header>
      {companyId ? (
        children(companyId)
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
