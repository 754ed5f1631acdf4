import { Link } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { CodeBlocksReport } from '../../../services/contracts/rest/codeStationReports';
import { useConsoleActors } from '../../app/ConsoleActorsContext';
import { useResource } from '../../kit/useResource';
import { ReportFrame, useReportFormat } from './ReportFrame';

/** /analysis/code-station-reports/code-blocks?companyId= (docs/pages.md): one company's code blocks with their runs, errors, durations and last run. */
export default function CodeBlocksReportPage() {
  const { t } = useTranslation('codeStationReports');
  const [params] = useSearchParams();
  const { codeStationReports } = useConsoleActors();
  const { n, ms, at } = useReportFormat();
  const companyId = params.get('companyId') ?? params.get('companyID');
  const report = useResource<CodeBlocksReport, { companyId: string }>(companyId ? { companyId } : null, (query, signal) => codeStationReports.codeBlocksReport(query, { signal }));
  const back = { href: '/analysis/code-station-reports', label: t('backToCompanies') };
  const none = t('none');
  return (
    <ReportFrame
      title={report.data ? t('blocks.titleOf', { company: report.data.companyName }) : t('blocks.title')}
      back={back}
      resource={report}
      missing={companyId ? null : <p role="alert">{t('blocks.noCompany')}</p>}
    >
      {(data) =>
        data.blocks.length === 0 ? (
          <p>
            {t('blocks.empty')} <Link href="/code-station-editor">{t('blocks.openEditor')}</Link>
          </p>
        ) : (
          <table className="code-report-table">
            <caption className="visually-hidden">{t('blocks.titleOf', { company: data.companyName })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('blocks.block')}</th>
                <th scope="col">{t('runCount')}</th>
                <th scope="col">{t('errorCount')}</th>
                <th scope="col">{t('blocks.average')}</th>
                <th scope="col">{t('blocks.p95')}</th>
                <th scope="col">{t('blocks.lastRun')}</th>
              </tr>
            </thead>
            <tbody>
              {data.blocks.map((block) => (
                <tr key={block.codeBlockId}>
                  <th scope="row">
                    <Link href={`/analysis/code-station-report?codeBlockId=${encodeURIComponent(block.codeBlockId)}&companyId=${encodeURIComponent(data.companyId)}`}>
                      <bdi dir="ltr">{block.name}</bdi>
                    </Link>
                  </th>
                  <td>{n(block.runs)}</td>
                  <td>{n(block.errors)}</td>
                  <td>{block.averageMs === null ? none : ms(block.averageMs)}</td>
                  <td>{block.p95Ms === null ? none : ms(block.p95Ms)}</td>
                  <td>{block.lastRunAt ? at(block.lastRunAt) : t('never')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )
      }
    </ReportFrame>
  );
}
