import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { conversationAssistantReportMachine } from '../../../machines/analysis/conversationAssistantReport.machine';
import { earliestReportDay } from '../../../machines/analysis/reportFilter.rules';
import type { ConversationAssistantFigures, ConversationAssistantReport } from '../../../services/contracts/conversationAssistantReport';
import type { AnalysisCalls } from '../../app/actors/analysisCalls';
import { useConsoleActors } from '../../app/ConsoleActorsContext';
import { formatNumber, formatShare } from '../../charts/format';
import { useInspectedActorRef as useActorRef } from '../../inspector/inspection';
import { Button } from '../../kit/Button';
import { DateRangeField } from '../../kit/DateRangeField';
import { downloadTextFile } from '../../kit/downloadTextFile';
import { localDay } from '../../kit/localDay';
import { LoadError } from '../../kit/LoadError';
import { SelectField } from '../../kit/SelectField';
import { useLatest } from '../../kit/useLatest';
import { useText } from '../../kit/useText';
import { conversationAssistantCsv, conversationAssistantCsvFileName, type ConversationAssistantCsvLabels } from './conversationAssistantCsv';
import './analysis.css';

/** The machine with the server calls given, and leaving and saving the CSV done by the screen. */
export function conversationAssistantReportLogic(
  calls: Pick<AnalysisCalls, 'loadCompanies' | 'loadConversationAssistantReport'>,
  app: { goTo: (path: string) => void; saveCsv: (report: ConversationAssistantReport) => void },
) {
  return conversationAssistantReportMachine.provide({
    actors: {
      loadCompanies: fromPromise(({ signal }) => calls.loadCompanies(signal)),
      loadReport: fromPromise(({ input, signal }) => calls.loadConversationAssistantReport(input, signal)),
    },
    actions: {
      goTo: (_, params) => app.goTo(params.path),
      saveCsv: (_, params) => app.saveCsv(params.report),
    },
  });
}

const columns = ['conversations', 'ended', 'live', 'handedOver', 'handoverRate', 'secondsToHandover', 'averageMessages', 'votes', 'averageVote'] as const;

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
  return (
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
  );
}

/**
 * /conversation-assistant-report?companyId=&start=&end= (spec 01 section 2.16, for ADMINs; the
 * others go to the error page): how each assistant of a company did with the conversations that
 * started in a date range (the last seven days first), handovers to people included; as a CSV
 * too. The page shows the conversation assistant report machine and keeps its company and range
 * in the address, so a link or a reload keeps them.
 */
export default function ConversationAssistantReportPage() {
  const { t, i18n } = useTranslation('analysis');
  const k = (key: string, options?: Record<string, unknown>) => t(`assistantReport.${key}`, options ?? {});
  const text = useText(['analysis', 'common']);
  const { analysis } = useConsoleActors();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const labels = useLatest<ConversationAssistantCsvLabels>({
    assistant: k('assistant'),
    total: k('total'),
    conversations: k('conversations'),
    ended: k('ended'),
    live: k('live'),
    handedOver: k('handedOver'),
    handoverRate: k('handoverRate'),
    secondsToHandover: k('secondsToHandover'),
    averageMessages: k('averageMessages'),
    votes: k('votes'),
    averageVote: k('averageVote'),
  });
  const [logic] = useState(() =>
    conversationAssistantReportLogic(analysis, {
      goTo: (path) => void navigate(path, { replace: true }),
      saveCsv: (report) => downloadTextFile(conversationAssistantCsvFileName(report), conversationAssistantCsv(report, labels.current)),
    }),
  );
  const actor = useActorRef(logic, {
    input: {
      companyId: params.get('companyId'),
      range: { start: params.get('start'), end: params.get('end') },
      today: localDay(),
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    },
  });
  const snapshot = useSelector(actor, (s) => s);
  const { context } = snapshot;
  const send = actor.send;
  const inReport = snapshot.matches('report');
  // A day as the page's language writes it (the day itself, whatever the time zone).
  const dayText = (day: string) => new Date(`${day}T00:00:00Z`).toLocaleDateString(i18n.language, { timeZone: 'UTC' });

  // The address shows the report's company and range (never a range being changed).
  const { companyId } = context;
  const { start, end } = context.range;
  useEffect(() => {
    if (!inReport || !companyId) return;
    if (params.get('companyId') === companyId && params.get('start') === start && params.get('end') === end) return;
    setParams({ companyId, start, end }, { replace: true });
  }, [inReport, companyId, start, end, params, setParams]);

  return (
    <section className="assistant-report" dir={i18n.dir()} aria-labelledby="assistant-report-title">
      <h1 id="assistant-report-title" className="page-title">
        {k('title')}
      </h1>
      <p>{k('intro')}</p>
      {snapshot.matches('loadingCompanies') || snapshot.matches({ report: 'loading' }) ? <p role="status">{k('loading')}</p> : null}
      {snapshot.matches('companiesFailed') ? <LoadError message={text(context.error)} retryLabel={k('retry')} onRetry={() => send({ type: 'RETRY' })} /> : null}
      {inReport ? (
        <div className="panel report-filter">
          <div className="report-filter-fields">
            {context.companies.length > 1 ? (
              <SelectField
                label={k('company')}
                options={context.companies.map((c) => ({ id: c.id, label: c.name }))}
                value={companyId ?? ''}
                onChange={(id) => send({ type: 'COMPANY_CHOSEN', companyId: id })}
              />
            ) : null}
            <DateRangeField
              label={k('dateRange')}
              value={context.draft}
              min={earliestReportDay(context.today)}
              max={context.today}
              onChange={(range) => send({ type: 'RANGE_CHANGED', range })}
            />
          </div>
          <p className="field-hint">{k('timeZone', { timeZone: context.timeZone })}</p>
          {snapshot.matches({ report: 'changingRange' }) ? (
            <div className="report-range-problem">
              <p role="alert" className="form-error">
                {text(context.rangeProblem)}
              </p>
              <Button variant="link" onPress={() => send({ type: 'RANGE_RESET' })}>
                {k('keepRange', { start: dayText(start), end: dayText(end) })}
              </Button>
            </div>
          ) : null}
        </div>
      ) : null}
      {snapshot.matches({ report: 'failed' }) ? <LoadError message={text(context.error)} retryLabel={k('retry')} onRetry={() => send({ type: 'RETRY' })} /> : null}
      {snapshot.matches({ report: { loaded: 'empty' } }) ? <p className="panel report-empty">{k('empty')}</p> : null}
      {snapshot.matches({ report: { loaded: 'rows' } }) && context.report ? (
        <>
          <Button variant="secondary" onPress={() => send({ type: 'DOWNLOAD' })} isDisabled={!snapshot.can({ type: 'DOWNLOAD' })}>
            {k('download')}
          </Button>
          <Figures report={context.report} />
        </>
      ) : null}
    </section>
  );
}
