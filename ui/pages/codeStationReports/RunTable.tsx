import { Link } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { CodeBlockRunRow } from '../../../services/contracts/rest/codeStationReports';
import { useReportFormat } from './ReportFrame';

/** A page of one code block's runs: when, version, where, duration and result, each with its inputs, output or error to unfold. */
export function RunTable({ companyId, runs }: { companyId: string; runs: readonly CodeBlockRunRow[] }) {
  const { t } = useTranslation('codeStationReports');
  const { ms, at } = useReportFormat();
  return (
    <table className="code-report-table">
      <caption className="visually-hidden">{t('runs.list')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('runs.when')}</th>
          <th scope="col">{t('runs.version')}</th>
          <th scope="col">{t('runs.where')}</th>
          <th scope="col">{t('runs.duration')}</th>
          <th scope="col">{t('runs.result')}</th>
          <th scope="col">{t('runs.details')}</th>
        </tr>
      </thead>
      <tbody>
        {runs.map((run) => (
          <tr key={run.id}>
            <th scope="row">{at(run.startedAt)}</th>
            <td>
              <bdi dir="ltr">{run.version}</bdi>
            </td>
            <td>
              {run.ranIn === 'TEST' ? (
                t('runs.testRun')
              ) : run.conversationId ? (
                <Link href={`/reporting/analysis/botlogs?${new URLSearchParams({ id: run.conversationId, companyId }).toString()}`}>{t('runs.conversation')}</Link>
              ) : (
                t('runs.flow')
              )}
            </td>
            <td>{ms(run.durationMs)}</td>
            <td className={run.ok ? 'code-run-ok' : 'code-run-error'}>{run.ok ? t('runs.ok') : t('runs.failed')}</td>
            <td>
              <details>
                <summary>{t('runs.show')}</summary>
                <dl className="code-run-details">
                  <dt>{t('runs.inputs')}</dt>
                  <dd>
                    <pre dir="ltr">{run.inputs}</pre>
                  </dd>
                  {run.output !== null ? (
                    <>
                      <dt>{t('runs.output')}</dt>
                      <dd>
                        <pre dir="ltr">{run.output}</pre>
                      </dd>
                    </>
                  ) : null}
                  {run.error !== null ? (
                    <>
                      <dt>{t('runs.error')}</dt>
                      <dd>
                        <pre dir="ltr">{run.error}</pre>
                      </dd>
                    </>
                  ) : null}
                </dl>
              </details>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
