import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { LoadError } from '../../kit/LoadError';
import { SelectField } from '../../kit/SelectField';
import { useText } from '../../kit/useText';
import { useCompanyList } from '../companies/useCompanyList';
import { PAYMENT_COLUMNS, paymentReportHref } from './paymentHref';
import './payments.css';

/**
 * /analysis/payment-report?cid=<company>: one company's payments taken in conversations (the
 * PAYMENTS module). The product keeps no payment records yet, so the table shows its columns
 * and says no payment was made; the company picker switches the company.
 */
export default function PaymentReportPage() {
  const { t } = useTranslation('payments');
  const text = useText(['payments', 'common']);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const cid = params.get('cid') || null;
  const companies = useCompanyList();
  const reachable = (companies.data ?? []).filter((company) => company.isIpAddressAllowed);
  const company = reachable.find((c) => c.id === cid) ?? null;

  return (
    <section className="payments" aria-labelledby="payment-report-title">
      <Link to="/analysis/payment-reports" className="back-link">
        {t('report.back')}
      </Link>
      <h1 id="payment-report-title" className="page-title">
        {company ? t('report.titleOf', { company: company.name }) : t('report.title')}
      </h1>
      {companies.status === 'loading' ? (
        <p className="muted" role="status">
          {t('reports.loading')}
        </p>
      ) : companies.status === 'failed' ? (
        <LoadError message={text(companies.error)} retryLabel={t('retry')} onRetry={companies.reload} />
      ) : (
        <>
          <SelectField
            className="payment-company"
            label={t('report.company')}
            placeholder={t('report.companyPlaceholder')}
            options={reachable.map((c) => ({ id: c.id, label: c.name }))}
            value={company?.id ?? null}
            onChange={(id) => void navigate(paymentReportHref(id))}
          />
          {cid === null ? <p>{t('report.choose')}</p> : null}
          {cid !== null && company === null ? <p role="alert">{t('report.notFound')}</p> : null}
          {company ? (
            <table className="payment-table">
              <caption>{t('report.caption', { company: company.name })}</caption>
              <thead>
                <tr>
                  {PAYMENT_COLUMNS.map((column) => (
                    <th key={column} scope="col">
                      {t(`report.columns.${column}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                <tr>
                  <td colSpan={PAYMENT_COLUMNS.length} className="payment-empty">
                    {t('report.empty')}
                  </td>
                </tr>
              </tbody>
            </table>
          ) : null}
        </>
      )}
    </section>
  );
}
