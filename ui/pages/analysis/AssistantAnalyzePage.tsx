import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { Link } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { assistantAnalysisMachine } from '../../../machines/analysis/assistantAnalysis.machine';
import { earliestReportDay } from '../../../machines/analysis/reportFilter.rules';
import type { AnalysisCalls } from '../../app/actors/analysisCalls';
import { useConsoleActors } from '../../app/ConsoleActorsContext';
import { useInspectedActorRef as useActorRef } from '../../inspector/inspection';
import { DateRangeField } from '../../kit/DateRangeField';
import { localDay } from '../../kit/localDay';
import { LoadError } from '../../kit/LoadError';
import { SelectField } from '../../kit/SelectField';
import { useText } from '../../kit/useText';
import { AssistantFigures } from './AssistantFigures';
import './analysis.css';

/** The assistant analysis machine with the server call given. */
export function assistantAnalysisLogic(calls: AnalysisCalls) {
  return assistantAnalysisMachine.provide({ actors: { loadAnalysis: fromPromise(({ input, signal }) => calls.loadAnalysis(input, signal)) } });
}

const ALL = 'all';

/** /assistant-analyze?id=&version= (spec 01 sections 2.2 and 2.17): one assistant's figures over a date range (last 30 days first), of one version or all. */
export default function AssistantAnalyzePage() {
  const { t, i18n } = useTranslation('analysis');
  const k = (key: string, options?: Record<string, unknown>) => t(`assistants.analyze.${key}`, options ?? {});
  const text = useText(['analysis', 'common']);
  const { analysis } = useConsoleActors();
  const [params, setParams] = useSearchParams();
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const [logic] = useState(() => assistantAnalysisLogic(analysis));
  const actor = useActorRef(logic, { input: { botId: params.get('id') ?? '', versionId: params.get('version') || null, today: localDay(), timeZone } });
  const snapshot = useSelector(actor, (s) => s);
  const { context } = snapshot;
  const figures = context.analysis;
  const chooseVersion = (id: string) => {
    const versionId = id === ALL ? null : id;
    actor.send({ type: 'VERSION_CHOSEN', versionId });
    setParams(versionId ? { id: context.botId, version: versionId } : { id: context.botId }, { replace: true });
  };

  return (
    <section className="assistant-analyze" dir={i18n.dir()} aria-labelledby="assistant-analyze-title">
      <p>
        <Link href="/assistant-analysis">{k('back')}</Link>
      </p>
      <h1 id="assistant-analyze-title" className="page-title">
        {figures ? k('title', { name: figures.assistant.name }) : k('titlePlain')}
      </h1>
      <div className="panel report-filter">
        <div className="report-filter-fields">
          <DateRangeField
            label={k('dateRange')}
            value={context.range}
            min={earliestReportDay(context.today)}
            max={context.today}
            onChange={(range) => {
              if (range.start && range.end) actor.send({ type: 'RANGE_CHANGED', range: { start: range.start, end: range.end } });
            }}
          />
          {figures ? (
            <SelectField
              label={k('version')}
              options={[{ id: ALL, label: k('allVersions') }, ...figures.versions.map((v) => ({ id: v.id, label: v.name }))]}
              value={context.versionId ?? ALL}
              onChange={chooseVersion}
            />
          ) : null}
        </div>
        <p className="field-hint">{k('timeZone', { timeZone })}</p>
      </div>
      {snapshot.matches('loading') ? <p role="status">{k('loading')}</p> : null}
      {snapshot.matches('failed') ? <LoadError message={text(context.error)} retryLabel={t('assistants.list.retry')} onRetry={() => actor.send({ type: 'RETRY' })} /> : null}
      {snapshot.matches('empty') ? (
        <section className="panel report-empty" aria-labelledby="assistant-empty-title">
          <h2 id="assistant-empty-title">{k('emptyTitle')}</h2>
          <p>{k('emptyText')}</p>
        </section>
      ) : null}
      {snapshot.matches('loaded') && figures ? <AssistantFigures analysis={figures} /> : null}
    </section>
  );
}
