import { Link } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { RunCompany } from '../../../services/contracts/rest/codeStationReports';
import { useConsoleActors } from '../../app/ConsoleActorsContext';
import { useResource } from '../../kit/useResource';
import { ReportFrame, useReportFormat } from './ReportFrame';

/** /analysis/code-station-reports (docs/pages.md): the user's companies with how often their code blocks ran and failed. */
export default function CodeStationReportsPage() {
  const { t } = useTranslation('codeStationReports');
  const { codeStationReports } = useConsoleActors();
  const { n } = useReportFormat();
  const companies = useResource<RunCompany[], object>({}, (_, signal) => codeStationReports.runCompanies({ signal }));
  return (
    <ReportFrame title={t('companies.title')} back={{ href: '/analysis', label: t('backToAnalysis') }} resource={companies}>
      {(rows) =>
        rows.length === 0 ? (
          <p>{t('companies.empty')}</p>
        ) : (
          <>
            <p>{t('companies.intro')}</p>
            <table className="code-report-table">
              <caption className="visually-hidden">{t('companies.title')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('companies.company')}</th>
                  <th scope="col">{t('runCount')}</th>
                  <th scope="col">{t('errorCount')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.companyId}>
                    <th scope="row">
                      <Link href={`/analysis/code-station-reports/code-blocks?companyId=${encodeURIComponent(row.companyId)}`}>{row.companyName}</Link>
                    </th>
                    <td>{n(row.runs)}</td>
                    <td>{n(row.errors)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )
      }
    </ReportFrame>
  );
}
