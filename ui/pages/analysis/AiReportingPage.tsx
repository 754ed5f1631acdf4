import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { reportFilterMachine } from '../../../machines/analysis/reportFilter.machine';
import { reportQuery } from '../../../machines/analysis/reportFilter.rules';
import type { AnalysisCalls } from '../../app/actors/analysisCalls';
import { useConsoleActors } from '../../app/ConsoleActorsContext';
import { useInspectedActorRef as useActorRef } from '../../inspector/inspection';
import { localDay } from '../../kit/localDay';
import { Banner } from '../../kit/Banner';
import { LoadError } from '../../kit/LoadError';
import { useText } from '../../kit/useText';
import { FilterPanel } from './FilterPanel';
import { ReportExport } from './ReportExport';
import { ReportFigures } from './ReportFigures';
import './analysis.css';

/** The AI reporting machine with the server calls given and the way to another page (the error page when ADMIN nowhere). */
export function reportFilterLogic(calls: AnalysisCalls, navigate: (path: string) => void) {
  return reportFilterMachine.provide({
    actors: {
      loadCompanies: fromPromise(({ signal }) => calls.loadCompanies(signal)),
      loadOptions: fromPromise(({ input, signal }) => calls.loadOptions(input, signal)),
      loadVersions: fromPromise(({ input, signal }) => calls.loadVersions(input, signal)),
      loadReport: fromPromise(({ input, signal }) => calls.loadReport(input, signal)),
    },
    actions: { goTo: (_, params) => navigate(params.path) },
  });
}

/** /ai-reporting (spec 01 section 2.16): the filter of a company where the user is ADMIN, Generate, and the figures. */
export default function AiReportingPage() {
  const { t, i18n } = useTranslation('analysis');
  const text = useText(['analysis', 'common']);
  const { analysis } = useConsoleActors();
  const navigate = useNavigate();
  const [logic] = useState(() => reportFilterLogic(analysis, (path) => void navigate(path, { replace: true })));
  const report = useActorRef(logic, { input: { today: localDay(), timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone } });
  const snapshot = useSelector(report, (s) => s);
  const { context } = snapshot;
  const send = report.send;
  const retry = () => send({ type: 'RETRY' });
  const loadFailed = snapshot.matches('companiesFailed') || snapshot.matches('optionsFailed');
  const busy = snapshot.matches('loadingOptions') || snapshot.matches({ ready: 'loadingVersions' }) || snapshot.matches({ ready: 'generating' });

  return (
    <section className="ai-reporting" dir={i18n.dir()} aria-labelledby="ai-reporting-title">
      <h1 id="ai-reporting-title" className="page-title">
        {t('report.title')}
      </h1>
      {snapshot.matches('loadingCompanies') ? <p role="status">{t('report.loading')}</p> : null}
      {loadFailed ? <LoadError message={text(context.error)} retryLabel={t('report.retry')} onRetry={retry} /> : null}
      {snapshot.matches('choosingCompany') || snapshot.matches('loadingOptions') || snapshot.matches('optionsFailed') || snapshot.matches('ready') ? (
        <FilterPanel
          context={context}
          canGenerate={snapshot.can({ type: 'GENERATE' })}
          busy={busy}
          onCompany={(companyId) => send({ type: 'COMPANY_CHOSEN', companyId })}
          onRange={(range) => send({ type: 'RANGE_CHANGED', range })}
          onChannels={(ids) => send({ type: 'CHANNELS_CHOSEN', ids })}
          onAssistants={(ids) => send({ type: 'ASSISTANTS_CHOSEN', ids })}
          onVersions={(ids) => send({ type: 'VERSIONS_CHOSEN', ids })}
          onAiConnections={(ids) => send({ type: 'AI_CONNECTIONS_CHOSEN', ids })}
          onGenerate={() => send({ type: 'GENERATE' })}
        />
      ) : null}
      {snapshot.matches('loadingOptions') ? <p role="status">{t('report.loading')}</p> : null}
      <Banner kind="error" message={snapshot.matches({ ready: 'editing' }) ? text(context.error) : null} />
      {snapshot.matches({ ready: 'generating' }) ? <p role="status">{t('report.generating')}</p> : null}
      {snapshot.matches({ ready: 'failed' }) ? <LoadError message={text(context.error)} retryLabel={t('report.retry')} onRetry={retry} /> : null}
      {snapshot.matches({ ready: 'noData' }) ? (
        <section className="panel report-empty" aria-labelledby="report-empty-title">
          <h2 id="report-empty-title">{t('report.noDataTitle')}</h2>
          <p>{t('report.noDataText')}</p>
        </section>
      ) : null}
      {snapshot.matches({ ready: 'subBots' }) ? (
        <p role="status" className="panel report-empty">
          {t('report.subBots')}
        </p>
      ) : null}
      {snapshot.matches('choosingCompany') || snapshot.matches('ready') ? (
        <ReportExport
          calls={analysis}
          query={
            snapshot.matches({ ready: 'figures' }) && context.report && context.companyId && context.range.start && context.range.end
              ? reportQuery({ ...context, companyId: context.companyId, range: { start: context.range.start, end: context.range.end } })
              : null
          }
        />
      ) : null}
      {snapshot.matches({ ready: 'figures' }) && context.report ? <ReportFigures report={context.report} /> : null}
    </section>
  );
}
