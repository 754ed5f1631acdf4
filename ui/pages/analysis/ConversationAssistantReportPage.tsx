import { useEffect } from 'react';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { addDays, earliestReportDay, NO_ADMIN_PATH, rangeReady } from '../../../machines/analysis/reportFilter.rules';
import { CONVERSATION_ASSISTANT_DEFAULT_DAYS, type ConversationAssistantFigures, type ConversationAssistantReport } from '../../../services/contracts/conversationAssistantReport';
import { useConsoleActors } from '../../app/ConsoleActorsContext';
import { formatNumber, formatShare } from '../../charts/format';
import { calendarDay, DateRangeField } from '../../kit/DateRangeField';
import { downloadTextFile } from '../../kit/downloadTextFile';
import { localDay } from '../../kit/localDay';
import { LoadError } from '../../kit/LoadError';
import { SelectField } from '../../kit/SelectField';
import { useResource } from '../../kit/useResource';
import { useText } from '../../kit/useText';
import { conversationAssistantCsv, conversationAssistantCsvFileName } from './conversationAssistantCsv';
import './analysis.css';

/** The days in the address when they make a range between two years back and today (real days, not 30 February), else the last 30 days. */
export function rangeOf(params: URLSearchParams, today: string): { start: string; end: string } {
  const start = params.get('start');
  const end = params.get('end');
  if (start && end && rangeReady({ start, end }, today) && calendarDay(start) && calendarDay(end)) return { start, end };
  return { start: addDays(today, 1 - CONVERSATION_ASSISTANT_DEFAULT_DAYS), end: today };
}

function Figures({ report }: { report: ConversationAssistantReport }) {
  const { t, i18n } = useTranslation('analysis');
  const k = (key: string, options?: Record<string, unknown>) => t(`assistantReport.${key}`, options ?? {});
  const language = i18n.language;
  const n = (value: number) => formatNumber(value, language);
  const maybe = (value: number | null, format: (value: number) => string) => (value === null ? k('none') : format(value));
  const seconds = new Intl.NumberFormat(language, { style: 'unit', unit: 'second', maximumFractionDigits: 0 });
  const decimal = new Intl.NumberFormat(language, { maximumFractionDigits: 2 });
  const cells = (row: ConversationAssistantFigures) => [
    n(row.conversations),
    n(row.ended),
    n(row.live),
    n(row.handedOver),
    maybe(row.handoverRate, (value) => formatShare(value, language)),
    maybe(row.averageSecondsToHandover, (value) => seconds.format(value)),
    maybe(row.averageMessages, (value) => decimal.format(value)),
    n(row.votes),
    maybe(row.averageVote, (value) => decimal.format(value)),
  ];
  const columns = ['conversations', 'ended', 'live', 'handedOver', 'handoverRate', 'secondsToHandover', 'averageMessages', 'votes', 'averageVote'] as const;
  const save = () =>
    downloadTextFile(
      conversationAssistantCsvFileName(report),
      conversationAssistantCsv(report, { assistant: k('assistant'), total: k('total'), ...Object.fromEntries(columns.map((column) => [column, k(column)])) } as Parameters<
        typeof conversationAssistantCsv
      >[1]),
    );
  if (report.assistants.length === 0) return <p className="panel report-empty">{k('empty')}</p>;
  return (
    <>
      <Button className="btn btn-secondary" onPress={save}>
        {k('download')}
      </Button>
      <div className="report-table-scroll">
        <table className="figure-table">
          <caption>{k('caption', { company: report.companyName })}</caption>
          <thead>
            <tr>
              <th scope="col">{k('assistant')}</th>
              {columns.map((column) => (
                <th scope="col" key={column}>
                  {k(column)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {report.assistants.map((row) => (
              <tr key={row.id}>
                <th scope="row">
                  <bdi>{row.name}</bdi>
                  {row.archived ? ` ${k('archived')}` : null}
                </th>
                {cells(row).map((cell, index) => (
                  <td key={columns[index]}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{k('total')}</th>
              {cells(report.totals).map((cell, index) => (
                <td key={columns[index]}>{cell}</td>
              ))}
            </tr>
          </tfoot>
        </table>
      </div>
    </>
  );
}

/**
 * /conversation-assistant-report?companyId=&start=&end= (spec 01 section 2.16, for ADMINs; the
 * others go to the error page): how each assistant of a company did with the conversations that
 * started in a date range (the last 30 days first), handovers to people included; as a CSV too.
 */
export default function ConversationAssistantReportPage() {
  const { t, i18n } = useTranslation('analysis');
  const k = (key: string, options?: Record<string, unknown>) => t(`assistantReport.${key}`, options ?? {});
  const text = useText(['analysis', 'common']);
  const { analysis } = useConsoleActors();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const today = localDay();
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const companies = useResource({}, (_query, signal) => analysis.loadCompanies(signal));
  const list = companies.data ?? [];
  const asked = params.get('companyId');
  const companyId = list.find((company) => company.id === asked)?.id ?? list[0]?.id ?? null;
  const range = rangeOf(params, today);
  const report = useResource(companyId ? { companyId, startDate: range.start, endDate: range.end, timeZone } : null, (query, signal) =>
    analysis.loadConversationAssistantReport(query, signal),
  );
  const noAdmin = companies.status !== 'failed' && companies.data !== null && list.length === 0;
  useEffect(() => {
    if (noAdmin) void navigate(NO_ADMIN_PATH, { replace: true });
  }, [noAdmin, navigate]);
  const choose = (next: { companyId?: string; start?: string; end?: string }) =>
    setParams({ companyId: next.companyId ?? companyId ?? '', start: next.start ?? range.start, end: next.end ?? range.end }, { replace: true });

  return (
    <section className="assistant-report" dir={i18n.dir()} aria-labelledby="assistant-report-title">
      <h1 id="assistant-report-title" className="page-title">
        {k('title')}
      </h1>
      <p>{k('intro')}</p>
      {companies.status === 'failed' ? <LoadError message={text(companies.error)} retryLabel={k('retry')} onRetry={companies.reload} /> : null}
      {companyId ? (
        <div className="panel report-filter">
          <div className="report-filter-fields">
            {list.length > 1 ? (
              <SelectField label={k('company')} options={list.map((c) => ({ id: c.id, label: c.name }))} value={companyId} onChange={(id) => choose({ companyId: id })} />
            ) : null}
            <DateRangeField
              label={k('dateRange')}
              value={range}
              min={earliestReportDay(today)}
              max={today}
              onChange={(next) => {
                if (next.start && next.end) choose({ start: next.start, end: next.end });
              }}
            />
          </div>
          <p className="field-hint">{k('timeZone', { timeZone })}</p>
        </div>
      ) : null}
      {report.status === 'failed' ? <LoadError message={text(report.error)} retryLabel={k('retry')} onRetry={report.reload} /> : null}
      {(companies.data === null && companies.status !== 'failed') || (companyId && report.data === null && report.status !== 'failed') ? <p role="status">{k('loading')}</p> : null}
      {report.data && report.status !== 'failed' ? <Figures report={report.data} /> : null}
    </section>
  );
}
