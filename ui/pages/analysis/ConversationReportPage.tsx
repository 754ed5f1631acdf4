import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Checkbox } from 'react-aria-components';
import { Link, useSearchParams } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { conversationReportMachine, pageCount, type ConversationReportSubject } from '../../../machines/analysis/conversationReport.machine';
import { earliestReportDay } from '../../../machines/analysis/reportFilter.rules';
import type { ClassifiedMessage, ConversationReport } from '../../../services/contracts/conversationReport';
import type { AnalysisCalls } from '../../app/actors/analysisCalls';
import { useConsoleActors } from '../../app/ConsoleActorsContext';
import { useInspectedActorRef as useActorRef } from '../../inspector/inspection';
import { DateRangeField } from '../../kit/DateRangeField';
import { localDay } from '../../kit/localDay';
import { Banner } from '../../kit/Banner';
import { LoadError } from '../../kit/LoadError';
import { SelectField } from '../../kit/SelectField';
import { useText } from '../../kit/useText';
import { downloadTextFile } from '../../kit/downloadTextFile';
import { classifiedCsv, classifiedCsvFileName } from './classifiedCsv';
import './analysis.css';

/** The machine with the server calls given and the CSV saved by the screen. */
export function conversationReportLogic(calls: Pick<AnalysisCalls, 'loadConversationReport'>, saveCsv: (report: ConversationReport) => void) {
  return conversationReportMachine.provide({
    actors: {
      loadPage: fromPromise(({ input, signal }) => calls.loadConversationReport(input, signal)),
      loadAll: fromPromise(({ input, signal }) => calls.loadConversationReport(input, signal)),
    },
    actions: { saveCsv: (_, params) => saveCsv(params.report) },
  });
}

const ALL = '*';

/** The link's query (spec 01 section 2.2: id, name, companyId, botId, version); null when a part is missing. */
export function subjectOf(params: URLSearchParams): ConversationReportSubject | null {
  const [aiConnectionId, companyId, botId, versionId] = ['id', 'companyId', 'botId', 'version'].map((key) => params.get(key)?.trim() ?? '');
  if (!aiConnectionId || !companyId || !botId || !versionId) return null;
  return { aiConnectionId, name: params.get('name')?.trim() || '', companyId, botId, versionId };
}

/** /conversation-report (spec 03): what one AI connection was asked in one assistant version, to pick training phrases from. */
export default function ConversationReportPage() {
  const { t, i18n } = useTranslation('analysis');
  const text = useText(['analysis', 'common']);
  const { analysis } = useConsoleActors();
  const [params] = useSearchParams();
  const [subject] = useState(() => subjectOf(params));
  const dateText = (iso: string) => new Date(iso).toLocaleString(i18n.language);
  const outcomes: Record<ClassifiedMessage['outcome'], string> = {
    recognised: t('conversationReport.recognised'),
    fallback: t('conversationReport.fallback'),
    error: t('conversationReport.error'),
  };
  const [logic] = useState(() =>
    conversationReportLogic(analysis, (report) =>
      downloadTextFile(
        classifiedCsvFileName(subject?.name ?? ''),
        classifiedCsv(
          report.rows,
          {
            date: t('conversationReport.date'),
            message: t('conversationReport.message'),
            intent: t('conversationReport.intent'),
            confidence: t('conversationReport.confidence'),
            outcome: t('conversationReport.outcome'),
            conversation: t('conversationReport.conversation'),
            outcomes,
          },
          dateText,
        ),
      ),
    ),
  );
  const actor = useActorRef(logic, { input: { subject, today: localDay(), timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone } });
  const snapshot = useSelector(actor, (s) => s);
  const { context } = snapshot;
  const send = actor.send;
  const report = context.report;
  const pages = pageCount(report);

  if (snapshot.matches('missingSubject'))
    return (
      <section className="conversation-report" dir={i18n.dir()} aria-labelledby="conversation-report-title">
        <h1 id="conversation-report-title" className="page-title">
          {t('conversationReport.title')}
        </h1>
        <p role="alert" className="banner banner-error">
          {text(context.error)}
        </p>
      </section>
    );

  return (
    <section className="conversation-report" dir={i18n.dir()} aria-labelledby="conversation-report-title">
      <h1 id="conversation-report-title" className="page-title">
        {t('conversationReport.title')}
      </h1>
      <p>{t('conversationReport.subtitle', { name: subject?.name ?? '' })}</p>
      <section className="panel report-filter" aria-label={t('conversationReport.filter')}>
        <div className="report-filter-fields">
          <DateRangeField
            label={t('report.dateRange')}
            value={context.range}
            min={earliestReportDay(context.today)}
            max={context.today}
            onChange={(range) => send({ type: 'RANGE_CHANGED', range })}
          />
          <SelectField
            label={t('conversationReport.intent')}
            options={[{ id: ALL, label: t('report.all') }, ...(report?.intents ?? []).map((i) => ({ id: i.intent, label: `${i.intent} (${i.count})` }))]}
            value={context.intent ?? ALL}
            onChange={(id) => send({ type: 'INTENT_CHOSEN', intent: id === ALL ? null : id })}
          />
          <Checkbox isSelected={context.fallbacksOnly} onChange={(on) => send({ type: 'FALLBACKS_ONLY', on })}>
            {t('conversationReport.fallbacksOnly')}
          </Checkbox>
          <Button onPress={() => send({ type: 'DOWNLOAD' })} isDisabled={!snapshot.matches('shown')}>
            {snapshot.matches('downloading') ? t('conversationReport.downloading') : t('conversationReport.download')}
          </Button>
        </div>
      </section>
      {snapshot.matches('editing') ? <p role="status">{t('report.generateHint')}</p> : null}
      {snapshot.matches('loading') ? <p role="status">{t('report.loading')}</p> : null}
      {snapshot.matches('failed') ? <LoadError message={text(context.error)} retryLabel={t('report.retry')} onRetry={() => send({ type: 'RETRY' })} /> : null}
      <Banner kind="error" message={snapshot.matches('shown') ? text(context.error) : null} />
      {snapshot.matches('empty') ? (
        <section className="panel report-empty" aria-labelledby="report-empty-title">
          <h2 id="report-empty-title">{t('report.noDataTitle')}</h2>
          <p>{t('report.noDataText')}</p>
        </section>
      ) : null}
      {(snapshot.matches('shown') || snapshot.matches('downloading')) && report ? (
        <>
          <dl className="report-totals" aria-label={t('conversationReport.totals')}>
            <div>
              <dt>{t('conversationReport.asked')}</dt>
              <dd>{report.totals.asked}</dd>
            </div>
            <div>
              <dt>{t('conversationReport.recognised')}</dt>
              <dd>{report.totals.recognised}</dd>
            </div>
            <div>
              <dt>{t('conversationReport.fallbacks')}</dt>
              <dd>{report.totals.fallbacks}</dd>
            </div>
            <div>
              <dt>{t('conversationReport.errors')}</dt>
              <dd>{report.totals.errors}</dd>
            </div>
          </dl>
          <table className="report-table">
            <caption>{t('conversationReport.rowsCaption', { count: report.matching })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('conversationReport.date')}</th>
                <th scope="col">{t('conversationReport.message')}</th>
                <th scope="col">{t('conversationReport.intent')}</th>
                <th scope="col">{t('conversationReport.confidence')}</th>
                <th scope="col">{t('conversationReport.outcome')}</th>
                <th scope="col">{t('conversationReport.conversation')}</th>
              </tr>
            </thead>
            <tbody>
              {report.rows.map((row) => (
                <tr key={row.id}>
                  <td>{dateText(row.date)}</td>
                  <td>{row.text}</td>
                  <td>{row.intent ?? '—'}</td>
                  <td>{row.confidence.toFixed(2)}</td>
                  <td>{outcomes[row.outcome]}</td>
                  <td>
                    <Link to={`/reporting/analysis/botlogs?${new URLSearchParams({ id: row.conversationId, companyId: subject?.companyId ?? '' }).toString()}`}>
                      {t('conversationReport.openLogs')}
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <nav className="report-pages" aria-label={t('conversationReport.pages')}>
            <Button isDisabled={context.page === 0} onPress={() => send({ type: 'PAGE_CHOSEN', page: context.page - 1 })}>
              {t('conversationReport.previous')}
            </Button>
            <span>{t('conversationReport.pageOf', { page: context.page + 1, pages })}</span>
            <Button isDisabled={context.page + 1 >= pages} onPress={() => send({ type: 'PAGE_CHOSEN', page: context.page + 1 })}>
              {t('conversationReport.next')}
            </Button>
          </nav>
        </>
      ) : null}
    </section>
  );
}
