import { Link } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { CodeBlockReport } from '../../../services/contracts/rest/codeStationReports';
import { useConsoleActors } from '../../app/ConsoleActorsContext';
import { ChartFrame } from '../../charts/ChartFrame';
import { FigureTable } from '../../charts/FigureTable';
import { formatDay } from '../../charts/format';
import { LazyLineChart } from '../../charts/lazyCharts';
import { useResource } from '../../kit/useResource';
import { ReportFrame, useReportFormat } from './ReportFrame';
import { RunTable } from './RunTable';

/** Runs a page of the report shows. */
export const RUNS_PER_PAGE = 20;

/** The page the address asks for (1 and up; anything else is the first). */
export function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * /analysis/code-station-report?codeBlockId=&companyId=[&page=] (docs/pages.md): one code block's
 * runs and errors per day (a chart with its table) and its runs, newest first, a page at a time;
 * the page is in the address, so Back and a shared link keep it.
 */
export default function CodeBlockReportPage() {
  const { t } = useTranslation('codeStationReports');
  const [params, setParams] = useSearchParams();
  const { codeStationReports } = useConsoleActors();
  const { language, rtl, n } = useReportFormat();
  const companyId = params.get('companyId') ?? params.get('companyID');
  const codeBlockId = params.get('codeBlockId');
  const page = pageOf(params.get('page'));
  const query = companyId && codeBlockId ? { companyId, codeBlockId, page: page - 1, pageSize: RUNS_PER_PAGE } : null;
  const report = useResource<CodeBlockReport, NonNullable<typeof query>>(query, (q, signal) => codeStationReports.codeBlockReport(q, { signal }));
  const back = companyId
    ? { href: `/analysis/code-station-reports/code-blocks?companyId=${encodeURIComponent(companyId)}`, label: t('backToBlocks') }
    : { href: '/analysis/code-station-reports', label: t('backToCompanies') };
  const goTo = (next: number) => setParams({ ...Object.fromEntries(params), page: String(next) });
  return (
    <ReportFrame
      title={report.data ? t('runs.titleOf', { block: report.data.name }) : t('runs.title')}
      back={back}
      resource={report}
      missing={query ? null : <p role="alert">{t('runs.noBlock')}</p>}
    >
      {(data) => {
        const pages = Math.max(1, Math.ceil(data.total / data.pageSize));
        const errors = data.days.reduce((sum, d) => sum + d.errors, 0);
        return (
          <>
            <p>{t('runs.summary', { runs: n(data.total), errors: n(errors), days: n(data.days.length) })}</p>
            <ChartFrame
              title={t('runs.perDay')}
              showTableLabel={t('showTable')}
              chart={
                <LazyLineChart
                  language={language}
                  rtl={rtl}
                  series={[
                    { id: 'runs', label: t('runCount'), points: data.days.map((d) => ({ day: d.day, value: d.runs })) },
                    { id: 'errors', label: t('errorCount'), points: data.days.map((d) => ({ day: d.day, value: d.errors })) },
                  ]}
                />
              }
              table={
                <FigureTable
                  caption={t('runs.perDay')}
                  headers={[t('runs.day'), t('runCount'), t('errorCount')]}
                  rows={data.days.map((d) => ({ id: d.day, cells: [formatDay(d.day, language), n(d.runs), n(d.errors)] }))}
                />
              }
            />
            {data.runs.length === 0 ? (
              <p>
                {t('runs.empty')} <Link href="/code-station-editor">{t('blocks.openEditor')}</Link>
              </p>
            ) : (
              <RunTable companyId={data.companyId} runs={data.runs} />
            )}
            {pages > 1 ? (
              <nav className="code-report-pager" aria-label={t('runs.pages')}>
                <button type="button" className="btn btn-secondary" disabled={page <= 1} onClick={() => goTo(page - 1)}>
                  {t('runs.previous')}
                </button>
                <span aria-live="polite">{t('runs.pageOf', { page: n(page), pages: n(pages) })}</span>
                <button type="button" className="btn btn-secondary" disabled={page >= pages} onClick={() => goTo(page + 1)}>
                  {t('runs.next')}
                </button>
              </nav>
            ) : null}
          </>
        );
      }}
    </ReportFrame>
  );
}
