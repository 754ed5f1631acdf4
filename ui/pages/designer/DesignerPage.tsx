import { useApolloClient } from '@apollo/client/react';
import { useInspectedActorRef as useActorRef } from '../../inspector/inspection';
import { useEffect, useState } from 'react';
import { Link } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { designerMachine, type SaveFlowAnswer } from '../../../machines/designer/designer.machine';
import { commonTexts } from '../../../machines/shared/text';
import type { DesignerVersion, DesignerVersionSummary } from '../../../services/contracts/designer';
import type { DesignerData } from '../../../services/contracts/designerData';
import { useConsoleActors } from '../../app/ConsoleActorsContext';
import { DesignerDataProvider } from '../../designer/panels/dataContext';
import { LoadError } from '../../kit/LoadError';
import { StoredProblems } from './StoredProblems';
import { showToast } from '../../kit/toasts';
import { useResource } from '../../kit/useResource';
import { useText } from '../../kit/useText';
import { DesignerCanvas } from './DesignerCanvas';
import { DesignerWorkspace } from './DesignerWorkspace';
import './designer.css';
import { useLatest } from '../../kit/useLatest';

const DESIGNER_NAMESPACES = ['designer', 'common', 'designerSideMenu', 'panelsContent', 'panelsAi', 'panelsLogic', 'panelsMore'];

type SessionProps = {
  version: DesignerVersion;
  versions: readonly DesignerVersionSummary[];
  onPickVersion: (id: string, options?: { replace?: boolean }) => void;
  onSaved: () => void;
  firstLogin: boolean;
  onTourEnd: () => void;
  openAt: string | null;
};

/**
 * One assistant open in the designer: the designer machine with saveFlow provided by the
 * console's saveVersion; read-only for VIEWER access (spec 6).
 */
function DesignerSession({ version, versions, onPickVersion, onSaved, firstLogin, onTourEnd, openAt }: SessionProps) {
  const { t } = useTranslation('designer');
  const client = useApolloClient();
  const { designer } = useConsoleActors();
  const latest = useLatest({ t, onPickVersion, onSaved });
  const [logic] = useState(() =>
    designerMachine.provide({
      actors: { saveFlow: fromPromise(({ input, signal }) => designer.saveVersion(input, { signal, client })) },
      actions: {
        notifySaved: (_: unknown, answer: SaveFlowAnswer) => {
          showToast('success', latest.current.t('saved', { name: answer.name }));
          latest.current.onSaved();
          latest.current.onPickVersion(answer.versionId, { replace: true });
        },
      },
    }),
  );
  const actor = useActorRef(logic, { input: { botId: version.botId, versionId: version.id, flow: version.flow, readOnly: version.access === 'VIEWER' } });
  // Another version opened (picker, back button): the machine starts over with its flow.
  useEffect(() => {
    if (actor.getSnapshot().context.versionId !== version.id) actor.send({ type: 'INIT', flow: version.flow, versionId: version.id });
  }, [actor, version]);
  return (
    <DesignerWorkspace
      actor={actor}
      botName={version.botName}
      versions={versions}
      onPickVersion={onPickVersion}
      Canvas={DesignerCanvas}
      access={version.access}
      companyId={version.companyId}
      firstLogin={firstLogin}
      onTourEnd={onTourEnd}
      openAt={openAt}
    />
  );
}

/**
 * /chatbot-designer?id=&companyId=&version= (and firstLogin from the onboarding guide, module
 * from a link to one module): opens a version of an assistant in the designer, with the server
 * calls its panels use.
 */
export default function DesignerPage() {
  // Every panel's texts load with the page: a namespace first asked for when a module is
  // selected would suspend the whole designer while it loads.
  const { t } = useTranslation(DESIGNER_NAMESPACES);
  const [params, setParams] = useSearchParams();
  const { designer } = useConsoleActors();
  const panelData = useResource<DesignerData, object>({}, () => designer.panelData(), { failureKey: commonTexts.other });
  const firstLogin = params.has('firstLogin');
  const botId = params.get('id') ?? '';
  const versionParam = params.get('version');
  const text = useText(['designer', 'common']);
  const client = useApolloClient();
  // The version on screen stays while another one loads (picker, after a save); a failure shows with Try again.
  const opened = useResource<DesignerVersion, { botId: string; versionId: string | null }>(
    botId ? { botId, versionId: versionParam } : null,
    (q, signal) => designer.fetchDesignerVersion(q, { signal, client }),
    { failureKey: commonTexts.other },
  );
  const listed = useResource<DesignerVersionSummary[], { botId: string }>(botId ? { botId } : null, (q, signal) => designer.fetchDesignerVersions(q, { signal, client }), {
    failureKey: commonTexts.other,
  });
  const version = opened.data;
  const versions = listed.data ?? [];

  const pickVersion = (id: string, options: { replace?: boolean } = {}) => {
    const next = new URLSearchParams(params);
    next.set('version', id);
    setParams(next, { replace: options.replace ?? false });
  };

  /** The guide ran once: it does not come back on reload. */
  const endTour = () => {
    const next = new URLSearchParams(params);
    next.delete('firstLogin');
    setParams(next, { replace: true });
  };

  if (!botId) {
    return (
      <section className="panel designer-message">
        <h1 className="page-title">{t('title')}</h1>
        <p>{t('missingId')}</p>
        <Link href="/assistants" className="btn btn-secondary link-button-inline">
          {t('toAssistants')}
        </Link>
      </section>
    );
  }
  const designerData = panelData.data;
  if (!version || !designerData) {
    // The version and the panels' calls (their code loads with the first designer opened).
    const failed = [opened, panelData].find((read) => read.status === 'failed');
    return (
      <section className="panel designer-message">
        <h1 className="page-title">{t('title')}</h1>
        {failed ? (
          <LoadError message={text(failed.error)} retryLabel={t('retry')} onRetry={failed.reload} />
        ) : (
          <p className="muted" role="status">
            {t('loading')}
          </p>
        )}
      </section>
    );
  }
  const failures = [opened, listed].filter((read) => read.status === 'failed');
  return (
    <DesignerDataProvider data={designerData}>
      {failures.map((read, index) => (
        <LoadError key={index} inline className="designer-load-error" message={text(read.error)} retryLabel={t('retry')} onRetry={read.reload} />
      ))}
      <StoredProblems versionId={version.id} problems={version.storedProblems} />
      <DesignerSession
        key={version.botId}
        version={version}
        versions={versions}
        onPickVersion={pickVersion}
        onSaved={listed.refresh}
        firstLogin={firstLogin}
        onTourEnd={endTour}
        openAt={params.get('module')}
      />
    </DesignerDataProvider>
  );
}
