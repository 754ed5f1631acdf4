import { useSelector } from '@xstate/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tooltip, TooltipTrigger } from 'react-aria-components';
import { fromPromise } from 'xstate';
import { isDirty } from '../../../../machines/designer/designer.machine';
import { publishMachine, type PublishedNotice } from '../../../../machines/designer/publish.machine';
import type { DesignerVersionSummary } from '../../../../services/contracts/designer';
import { useInspectedActorRef as useActorRef } from '../../../inspector/inspection';
import { Banner } from '../../../kit/Banner';
import { Button } from '../../../kit/Button';
import { ConfirmDialog } from '../../../kit/ConfirmDialog';
import { showToast } from '../../../kit/toasts';
import { useText } from '../../../kit/useText';
import type { DesignerActor } from '../designerActor';
import { BlockedDialog, HistoryDialog } from './PublishDialogs';
import { usePublishCalls } from './publishCalls';
import './publish.css';
import { useLatest } from '../../../kit/useLatest';

export type PublishControlsProps = {
  actor: DesignerActor;
  /** The assistant's saved versions, newest first (the newest is the draft). */
  versions: readonly DesignerVersionSummary[];
};

/**
 * The designer toolbar's publishing (docs/publishing.md): which version is live and whether
 * the draft (the newest saved version, or unsaved edits) is ahead of it, Publish for the
 * version open in the designer, and the publish history with roll back. The publish
 * machine holds the workflow; the designer machine says which version is open, its saved
 * flow and whether it has unsaved changes.
 */
export function PublishControls({ actor, versions }: PublishControlsProps) {
  const { t } = useTranslation(['designer', 'designerSideMenu']);
  const text = useText(['designer', 'common']);
  const calls = usePublishCalls();
  const hintId = useId();
  const botId = useSelector(actor, (s) => s.context.botId);
  const readOnly = useSelector(actor, (s) => s.context.readOnly);
  const versionId = useSelector(actor, (s) => s.context.versionId);
  const savedFlow = useSelector(actor, (s) => s.context.savedFlow);
  const dirty = useSelector(actor, (s) => isDirty(s.context));
  const latest = useLatest(t);
  const [logic] = useState(() =>
    publishMachine.provide({
      actors: {
        loadPublishState: fromPromise(({ input, signal }) => calls.load(input, signal)),
        publishVersion: fromPromise(({ input, signal }) => calls.publish(input, signal)),
      },
      actions: {
        notifyPublished: (_: unknown, notice: PublishedNotice) =>
          showToast('success', latest.current(notice.kind === 'ROLLBACK' ? 'publish.rolledBack' : 'publish.published', { name: notice.versionName })),
      },
    }),
  );
  const publish = useActorRef(logic, { input: { botId, readOnly } });
  const snapshot = useSelector(publish, (s) => s);
  const { state, target, problems, error } = snapshot.context;
  const live = state?.live ?? null;
  const versionName = versions.find((v) => v.id === versionId)?.name ?? versionId;
  const publishEvent = { type: 'PUBLISH' as const, versionId, versionName, flow: savedFlow, unsaved: dirty };
  const canPublish = snapshot.can(publishEvent);
  const newest = versions[0];
  const draftAhead = live !== null && (dirty || (newest !== undefined && newest.id !== live.versionId));
  const hint = readOnly ? t('designerSideMenu:access.notAuthorized') : dirty ? t('publish.saveFirst') : live?.versionId === versionId ? t('publish.alreadyLive') : null;
  const busy = snapshot.matches('publishing') || snapshot.matches('rollingBack');
  const historyOpen = snapshot.matches('history') || snapshot.matches('rollingBack');
  const loading = snapshot.matches('loading');
  const failed = snapshot.matches('loadFailed');

  return (
    <span className="publish-controls">
      <TooltipTrigger delay={300} isDisabled={!hint}>
        {/* Disabled once its version is live (after its own question): the focus stays on it, and its hint says why. */}
        <Button onPress={() => publish.send(publishEvent)} isDisabled={!canPublish} focusableWhenDisabled aria-describedby={hint ? hintId : undefined}>
          {snapshot.matches('publishing') ? t('publish.publishing') : t('publish.button')}
        </Button>
        <Tooltip className="publish-tooltip">{hint}</Tooltip>
      </TooltipTrigger>
      {hint ? (
        <span id={hintId} className="visually-hidden">
          {hint}
        </span>
      ) : null}
      {/* A short word on the button (the toolbar is full at 1280 px); its name says whose history it is. */}
      <Button
        variant="secondary"
        aria-label={t('publish.historyDialog.title')}
        onPress={() => publish.send({ type: 'OPEN_HISTORY' })}
        isDisabled={!snapshot.can({ type: 'OPEN_HISTORY' })}
      >
        {t('publish.history')}
      </Button>
      <span className="publish-status" aria-live="polite">
        {loading ? (
          t('publish.loading')
        ) : failed ? null : (
          <>
            <span className={`publish-live${live ? '' : ' is-none'}`}>{live ? t('publish.live', { name: live.versionName }) : t('publish.notLive')}</span>
            {draftAhead ? <span className="publish-draft-ahead">{t('publish.draftAhead')}</span> : null}
          </>
        )}
      </span>
      {failed ? (
        <span className="publish-failed">
          <Banner kind="error" message={text(error)} />
          <Button variant="link" onPress={() => publish.send({ type: 'RETRY' })}>
            {t('publish.retry')}
          </Button>
        </span>
      ) : snapshot.matches('idle') ? (
        <Banner kind="error" message={error ? text(error) : null} />
      ) : null}
      <BlockedDialog
        versionName={snapshot.matches('blocked') ? (target?.versionName ?? '') : null}
        problems={problems}
        flow={savedFlow}
        onClose={() => publish.send({ type: 'CLOSE' })}
      />
      <ConfirmDialog
        isOpen={snapshot.matches('confirmingPublish')}
        title={t('publish.confirm.title', { name: target?.versionName ?? '' })}
        text={t('publish.confirm.text', { name: target?.versionName ?? '' })}
        confirmLabel={t('publish.confirm.confirm')}
        cancelLabel={t('publish.confirm.cancel')}
        onConfirm={() => publish.send({ type: 'CONFIRM' })}
        onCancel={() => publish.send({ type: 'CANCEL' })}
      />
      <ConfirmDialog
        isOpen={snapshot.matches('confirmingRollback')}
        title={t('publish.rollback.title', { name: target?.versionName ?? '' })}
        text={t('publish.rollback.text', { name: target?.versionName ?? '' })}
        confirmLabel={t('publish.rollback.confirm')}
        cancelLabel={t('publish.rollback.cancel')}
        onConfirm={() => publish.send({ type: 'CONFIRM' })}
        onCancel={() => publish.send({ type: 'CANCEL' })}
      />
      <HistoryDialog
        isOpen={historyOpen}
        history={state?.history ?? []}
        liveId={live?.versionId ?? null}
        canRollBack={!readOnly}
        busy={busy}
        error={snapshot.matches('history') ? error : null}
        onRollBack={(id) => publish.send({ type: 'ROLLBACK', versionId: id })}
        onClose={() => publish.send({ type: 'CLOSE' })}
      />
    </span>
  );
}
