import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { releaseCheckMachine } from '../../../machines/shell/releaseCheck.machine';
import { currentReleaseId } from '../../../src/releaseId';
import { useConsoleActors } from '../../app/ConsoleActorsContext';
import { useInspectedActorRef } from '../../inspector/inspection';
import { Banner } from '../../kit/Banner';
import { Button } from '../../kit/Button';
import { useText } from '../../kit/useText';
import './release.css';

const TEXT_NAMESPACES = ['release', 'common'] as const;

/** Loads the console again from the server, which serves the new release's files. */
function reloadConsole(): void {
  globalThis.location.reload();
}

/**
 * /updateVersion (docs/pages.md): the running release and the one the server serves now; when
 * they differ, Reload loads the new release.
 */
export default function UpdateVersionPage({ runningReleaseId = currentReleaseId(), reload = reloadConsole }: { runningReleaseId?: string; reload?: () => void }) {
  const { t } = useTranslation([...TEXT_NAMESPACES]);
  const text = useText(TEXT_NAMESPACES);
  const { release } = useConsoleActors();
  const [logic] = useState(() =>
    releaseCheckMachine.provide({
      actors: { availableRelease: fromPromise(({ signal }) => release.availableRelease({}, { signal })) },
      actions: { loadRelease: () => reload() },
    }),
  );
  const actor = useInspectedActorRef(logic, { input: { runningReleaseId } });
  const state = useSelector(actor, (s) => s.value as string);
  const context = useSelector(actor, (s) => s.context);

  return (
    <section className="release-page" aria-labelledby="release-title">
      <h1 id="release-title" className="page-title">
        {t('title')}
      </h1>
      <p>{t('intro')}</p>
      <dl className="release-ids">
        <dt>{t('running')}</dt>
        <dd>{context.runningReleaseId}</dd>
        <dt>{t('available')}</dt>
        <dd>{context.availableReleaseId ?? t('unknown')}</dd>
      </dl>
      <p role="status" className="release-status">
        {state === 'checking' ? t('checking') : null}
        {state === 'upToDate' ? t('upToDate') : null}
        {state === 'newRelease' ? t('newRelease') : null}
        {state === 'reloading' ? t('reloading') : null}
      </p>
      {state === 'failed' ? <Banner kind="error" message={text(context.error)} /> : null}
      <div className="release-actions">
        {state === 'newRelease' ? <Button onPress={() => actor.send({ type: 'RELOAD' })}>{t('reload')}</Button> : null}
        {state === 'upToDate' || state === 'newRelease' ? (
          <Button variant="secondary" onPress={() => actor.send({ type: 'CHECK' })}>
            {t('check')}
          </Button>
        ) : null}
        {state === 'failed' ? <Button onPress={() => actor.send({ type: 'RETRY' })}>{t('retry')}</Button> : null}
      </div>
    </section>
  );
}
