import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../kit/Button';
import { LoadError } from '../../kit/LoadError';
import { truncate } from '../../kit/truncateName';
import { useText } from '../../kit/useText';
import { useCompanyList } from '../companies/useCompanyList';
import { paymentReportHref } from './paymentHref';
import './payments.css';

/** /analysis/payment-reports: a payment-report card per company (spec 2.12: VIEW PAYMENT REPORTS) opening its report. */
export default function PaymentReportsPage() {
  const { t } = useTranslation('payments');
  const text = useText(['payments', 'common']);
  const companies = useCompanyList();
  const navigate = useNavigate();
  return (
    <section className="payments" aria-labelledby="payments-title">
      <h1 id="payments-title" className="page-title">
        {t('reports.title')}
      </h1>
      <p className="muted">{t('reports.intro')}</p>
      {companies.status === 'loading' ? (
        <p className="muted" role="status">
          {t('reports.loading')}
        </p>
      ) : companies.status === 'failed' ? (
        <LoadError message={text(companies.error)} retryLabel={t('retry')} onRetry={companies.reload} />
      ) : companies.status === 'empty' || !companies.data ? (
        <p>{t('reports.noCompanies')}</p>
      ) : (
        <ul className="payment-cards" aria-label={t('reports.cardsLabel')}>
          {companies.data.map((company) => (
            <li key={company.id} className="payment-card" aria-label={company.name}>
              <h2 className="payment-card-name" title={company.name} dir="auto">
                {truncate(company.name, 20)}
              </h2>
              {company.isIpAddressAllowed ? (
                <Button variant="primary" onPress={() => void navigate(paymentReportHref(company.id))} aria-label={t('reports.viewNamed', { name: company.name })}>
                  {t('reports.view')}
                </Button>
              ) : (
                <p className="muted">{t('reports.blocked')}</p>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
