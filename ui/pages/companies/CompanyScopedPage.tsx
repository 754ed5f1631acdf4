import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-aria-components';
import { useSearchParams } from 'react-router-dom';
import { LoadError } from '../../kit/LoadError';
import { SelectField } from '../../kit/SelectField';
import { useText } from '../../kit/useText';
import { useCompanyList } from './useCompanyList';
import './companyScopedPage.css';

/**
 * The frame of a page about one of the person's companies (the secret manager, the integration
 * profile, the data station): its title and introduction, and the company it is about, the
 * companyId query parameter, else the first of the person's companies. The chooser, shown when
 * the person has several companies, changes the parameter, so the address names the company shown.
 */
export function CompanyScopedPage({ title, intro, children }: { title: string; intro: ReactNode; children: (companyId: string) => ReactNode }) {
  const { t } = useTranslation('companies');
  const text = useText(['companies', 'common']);
  const [params, setParams] = useSearchParams();
  const companies = useCompanyList();
  const companyId = params.get('companyId') ?? params.get('companyID') ?? companies.data?.[0]?.id ?? null;
  const options = (companies.data ?? []).map((c) => ({ id: c.id, label: c.name }));
  return (
    <section className="company-page" aria-labelledby="company-page-title">
      <header className="company-page-header">
        <h1 id="company-page-title" className="page-title">
          {title}
        </h1>
        {intro}
        {options.length > 1 ? (
          <SelectField label={t('scoped.company')} options={options} value={companyId} onChange={(id) => setParams({ companyId: id })} className="company-page-picker" />
        ) : null}
      </header>
      {companyId ? (
        children(companyId)
      ) : companies.status === 'failed' ? (
        <LoadError message={text(companies.error)} retryLabel={t('retry')} onRetry={companies.reload} />
      ) : companies.status === 'empty' ? (
        <p>
          {t('scoped.noCompany')} <Link href="/companies">{t('scoped.openCompanies')}</Link>
        </p>
      ) : (
        <p role="status">{t('loading')}</p>
      )}
    </section>
  );
}
