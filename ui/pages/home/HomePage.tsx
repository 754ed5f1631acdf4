import { useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { Link } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { commonTexts } from '../../../machines/shared/text';
import { useConsoleActors } from '../../app/ConsoleActorsContext';
import { LoadError } from '../../kit/LoadError';
import { useResource } from '../../kit/useResource';
import { useText } from '../../kit/useText';
import { NavIcon } from '../../shell/NavIcon';
import type { Company } from '../../../services/contracts/companies';
import { COMPANY_NAME_LIMIT, truncate } from '../../kit/truncateName';
import './home.css';

function CompanyCard({ company }: { company: Company }) {
  const { t, i18n } = useTranslation('shell');
  const created = new Date(company.createdAt);
  const date = Number.isNaN(created.getTime()) ? company.createdAt : new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(created);
  const role = company.currentUserType === 'ADMIN' || company.currentUserType === 'USER' ? company.currentUserType : 'other';
  return (
    <li className="company-card">
      <span className="company-initial" aria-hidden="true">
        {[...company.name][0]?.toUpperCase() ?? '?'}
      </span>
      <div className="company-body">
        <h3 className="company-name" title={company.name}>
          {truncate(company.name, COMPANY_NAME_LIMIT)}
        </h3>
        <p className="company-meta">{t('home.createdAt', { date })}</p>
        <p className="company-badges">
          <span className="badge">{t(`home.role.${role}`)}</span>
          <span className={`badge ${company.isEnterprise ? 'badge-ok' : 'badge-pending'}`}>{company.isEnterprise ? t('home.enterprise') : t('home.pending')}</span>
        </p>
      </div>
    </li>
  );
}

function Companies() {
  const { t } = useTranslation('shell');
  const text = useText(['shell', 'common']);
  const client = useApolloClient();
  const { companies: calls } = useConsoleActors();
  const companies = useResource<Company[], object>({}, (_, signal) => calls.fetchCompanies(signal, client), {
    failureKey: commonTexts.other,
    emptyOnNone: true,
  });
  if (companies.status === 'loading') {
    return (
      <p className="muted" role="status">
        {t('home.loadingCompanies')}
      </p>
    );
  }
  if (companies.status === 'failed') return <LoadError message={text(companies.error)} retryLabel={t('home.retry')} onRetry={companies.reload} />;
  if (companies.status === 'empty') return <p className="muted">{t('home.noCompanies')}</p>;
  return (
    <ul className="company-grid">
      {(companies.data ?? []).map((company) => (
        <CompanyCard key={company.id} company={company} />
      ))}
    </ul>
  );
}

const SHORTCUTS = [
  { id: 'assistants', href: '/assistants' },
  { id: 'companies', href: '/companies' },
  { id: 'analysis', href: '/analysis' },
] as const;

/** The dashboard (/): a greeting, the user's companies and the ways on. */
export default function HomePage() {
  const { t } = useTranslation('shell');
  const { session } = useConsoleActors();
  const [user] = useState(session.getUserInfo);
  const name = user?.name.trim();
  return (
    <div className="home">
      <header className="home-header">
        <h1 className="page-title">{name ? t('home.greeting', { name }) : t('home.greetingNoName')}</h1>
        <p className="muted">{t('home.intro')}</p>
      </header>
      <section aria-labelledby="home-companies" className="home-section">
        <h2 id="home-companies">{t('home.companies')}</h2>
        <Companies />
      </section>
      <section aria-labelledby="home-shortcuts" className="home-section">
        <h2 id="home-shortcuts">{t('home.shortcuts')}</h2>
        <ul className="shortcut-grid">
          {SHORTCUTS.map((s) => (
            <li key={s.id}>
              <Link href={s.href} className="shortcut-card">
                <NavIcon name={s.id} />
                <span className="shortcut-title">{t(`home.cards.${s.id}.title`)}</span>
                <span className="shortcut-text">{t(`home.cards.${s.id}.text`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
