import { useApolloClient, useQuery } from '@apollo/client/react';
import { useInspectedActorRef as useActorRef } from '../../inspector/inspection';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { designerMachine, type SaveFlowAnswer } from '../../../machines/designer.machine';
import { DESIGNER_VERSION, DESIGNER_VERSIONS, newestFirst, readDesignerVersion, saveVersion, type DesignerVersion, type DesignerVersionSummary } from '../../../services/designer';
import { createDesignerData } from '../../../services/designerData/client';
import { DesignerDataProvider } from '../../designer/panels/dataContext';
import { Button } from '../../kit/Button';
import { showToast } from '../../kit/toasts';
import { DesignerCanvas } from './DesignerCanvas';
import { DesignerWorkspace } from './DesignerWorkspace';
import './designer.css';

const DESIGNER_NAMESPACES = ['designer', 'common', 'designerSideMenu', 'panelsContent', 'panelsAi', 'panelsLogic', 'panelsMore'];

type SessionProps = {
  version: DesignerVersion;
  versions: readonly DesignerVersionSummary[];
  onPickVersion: (id: string, options?: { replace?: boolean }) => void;
  onSaved: () => void;
  firstLogin: boolean;
  onTourEnd: () => void;
};

/**
 * One assistant open in the designer: the designer machine with saveFlow provided by
 * saveVersion; read-only for VIEWER access (spec 6).
 */
function DesignerSession({ version, versions, onPickVersion, onSaved, firstLogin, onTourEnd }: SessionProps) {
  const { t } = useTranslation('designer');
  const client = useApolloClient();
  const latest = useRef({ t, onPickVersion, onSaved });
  latest.current = { t, onPickVersion, onSaved };
  const [logic] = useState(() =>
    designerMachine.provide({
      actors: { saveFlow: fromPromise(({ input, signal }) => saveVersion(input, { signal, client })) },
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
    />
  );
}

/**
 * /chatbot-designer?id=&companyId=&version= (and firstLogin from the onboarding guide):
 * opens a version of an assistant in the designer, with the server calls its panels use.
 */
export default function DesignerPage() {
  // Every panel's texts load with the page: a namespace first asked for when a module is
  // selected would suspend the whole designer while it loads.
  const { t } = useTranslation(DESIGNER_NAMESPACES);
  const [params, setParams] = useSearchParams();
  const [designerData] = useState(createDesignerData);
  const firstLogin = params.has('firstLogin');
  const botId = params.get('id') ?? '';
  const versionParam = params.get('version');
  const opened = useQuery(DESIGNER_VERSION, { variables: { botId, versionId: versionParam }, skip: !botId, fetchPolicy: 'network-only', context: { ownErrors: true } });
  const listed = useQuery(DESIGNER_VERSIONS, { variables: { botId }, skip: !botId, fetchPolicy: 'network-only', context: { ownErrors: true } });
  const answer = opened.data ?? opened.previousData;
  const version = useMemo(() => {
    if (!answer) return null;
    try {
      return readDesignerVersion(answer.designerVersion);
    } catch {
      return null;
    }
  }, [answer]);
  const versions = useMemo(() => newestFirst(listed.data?.versions ?? listed.previousData?.versions ?? []), [listed.data, listed.previousData]);

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
  if (!version) {
    const failed = Boolean(opened.error) || (answer !== undefined && version === null);
    return (
      <section className="panel designer-message">
        <h1 className="page-title">{t('title')}</h1>
        {failed ? (
          <div className="banner banner-error" role="alert">
            {t('loadFailed')}{' '}
            <Button variant="link" onPress={() => void opened.refetch().catch(() => undefined)}>
              {t('retry')}
            </Button>
          </div>
        ) : (
          <p className="muted" role="status">
            {t('loading')}
          </p>
        )}
      </section>
    );
  }
  return (
    <DesignerDataProvider data={designerData}>
      <DesignerSession
        key={version.botId}
        version={version}
        versions={versions}
        onPickVersion={pickVersion}
        onSaved={() => void listed.refetch().catch(() => undefined)}
        firstLogin={firstLogin}
        onTourEnd={endTour}
      />
    </DesignerDataProvider>
  );
}
