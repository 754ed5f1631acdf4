import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Link } from 'react-aria-components';
import { fromPromise, type SimulatedClock } from 'xstate';
import { conversationInspectorMachine } from '../../../machines/conversations/conversationInspector.machine';
import type { ConversationInspection } from '../../../services/contracts/conversationInspect';
import { Banner } from '../../kit/Banner';
import { LoadError } from '../../kit/LoadError';
import { useText } from '../../kit/useText';
import { FlowDiagram } from './FlowDiagram';
import { currentModule, type CurrentModule } from './inspectorRules';
import { ModuleDetails } from './ModuleDetails';
import { StepList } from './StepList';
import './conversationInspector.css';
import { conversationsHref } from '../conversations/href';
import { useLatest } from '../../kit/useLatest';

export type LoadInspection = (conversationId: string, companyId: string | null, signal: AbortSignal) => Promise<ConversationInspection>;

export type ConversationInspectorViewProps = {
  conversationId: string | null;
  companyId: string | null;
  load: LoadInspection;
  /** The polling clock (tests pass a simulated one). */
  clock?: SimulatedClock;
};

/** /conversation-inspector?id=&companyId=: a conversation's compiled flow with where it is now and the path it took. */
export function ConversationInspectorView({ conversationId, companyId, load, clock }: ConversationInspectorViewProps) {
  const { t } = useTranslation('conversationInspector');
  return (
    <section className="panel conversation-inspector" aria-labelledby="ci-title">
      <h1 id="ci-title" className="page-title">
        {t('title')}
      </h1>
      <Link href={conversationsHref(companyId)} className="btn btn-link">
        {t('back')}
      </Link>
      {conversationId === null ? <p>{t('missing')}</p> : <Inspector conversationId={conversationId} companyId={companyId} load={load} clock={clock} />}
    </section>
  );
}

function currentText(t: TFunction<'conversationInspector'>, current: CurrentModule): string {
  switch (current.kind) {
    case 'module':
      return t('current.module', { name: current.module.name, type: current.module.type });
    case 'idle':
      return t('current.idle');
    case 'ended':
    case 'handedOver':
      return current.module ? t(current.kind === 'ended' ? 'current.endedAt' : 'current.module', { name: current.module.name, type: current.module.type }) : t('current.unknown');
    default:
      return t('current.unknown');
  }
}

function Inspector({ conversationId, companyId, load, clock }: { conversationId: string; companyId: string | null; load: LoadInspection; clock?: SimulatedClock }) {
  const { t } = useTranslation('conversationInspector');
  const text = useText(['conversationInspector', 'common']);
  const latestLoad = useLatest(load);
  const [logic] = useState(() =>
    conversationInspectorMachine.provide({
      actors: { loadInspection: fromPromise(({ input, signal }) => latestLoad.current(input.conversationId, input.companyId, signal)) },
    }),
  );
  const actor = useActorRef(logic, { input: { conversationId, companyId }, ...(clock ? { clock } : {}) });
  const state = useSelector(actor, (s) => s);
  const { inspection, selectedModuleId, error } = state.context;

  if (state.matches('loading')) return <p role="status">{t('loading')}</p>;
  if (state.matches('notFound')) return <Banner kind="error" message={t('notFound')} />;
  if (state.matches('error') || !inspection) {
    return <LoadError message={text(error)} retryLabel={t('retry')} onRetry={() => actor.send({ type: 'RETRY' })} />;
  }
  const assistant = inspection.botName ?? t('unknownAssistant');
  const current = currentModule(inspection);
  const select = (moduleId: string) => actor.send({ type: 'SELECT_MODULE', moduleId });
  const status = inspection.ended ? t('status.ended') : state.matches({ showing: 'refreshing' }) ? t('status.refreshing') : t('status.live');
  return (
    <>
      <h2>{t('heading', { assistant, version: inspection.versionName ?? t('unknownVersion') })}</h2>
      <p>{t('conversation', { id: inspection.conversationId })}</p>
      <dl className="ci-summary">
        <div>
          <dt>{t('status.label')}</dt>
          <dd data-testid="ci-status">
            {status}
            {inspection.handedOver ? `, ${t('status.handedOver')}` : ''}
          </dd>
        </div>
        <div>
          <dt>{t('current.label')}</dt>
          <dd data-testid="ci-current">{currentText(t, current)}</dd>
        </div>
      </dl>
      {state.matches({ showing: 'stale' }) ? <LoadError className="ci-stale" message={text(error)} retryLabel={t('retry')} onRetry={() => actor.send({ type: 'RETRY' })} /> : null}
      <div className="ci-layout">
        <section className="ci-diagram" aria-label={t('diagram.title', { assistant })}>
          <FlowDiagram inspection={inspection} title={t('diagram.title', { assistant })} onSelectModule={select} />
        </section>
        <aside aria-labelledby="ci-details-title">
          <h2 id="ci-details-title">{t('details.title')}</h2>
          <ModuleDetails
            flow={inspection.flow}
            moduleId={selectedModuleId}
            currentId={current.kind === 'module' ? current.module.id : null}
            onClose={() => actor.send({ type: 'CLEAR_SELECTION' })}
          />
        </aside>
      </div>
      <section aria-labelledby="ci-steps-title">
        <h2 id="ci-steps-title">{t('steps.title')}</h2>
        <StepList inspection={inspection} onSelectModule={select} />
      </section>
    </>
  );
}
