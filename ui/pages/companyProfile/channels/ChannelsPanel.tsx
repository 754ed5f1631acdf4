import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FORM_KINDS, isFormKind } from '../../../../machines/channels/channels';
import { takenKinds } from '../../../../machines/channels/channelList.machine';
import { useConsoleActors } from '../../../app/ConsoleActorsContext';
import { provideChannelList } from '../../../channels/provideChannels';
import { useInspectedActorRef as useActorRef } from '../../../inspector/inspection';
import { Banner } from '../../../kit/Banner';
import { Button } from '../../../kit/Button';
import { ConfirmDialog } from '../../../kit/ConfirmDialog';
import { LoadError } from '../../../kit/LoadError';
import { useText } from '../../../kit/useText';
import { ChannelFormDialog } from './ChannelFormDialog';
import { ChannelTileCard } from './ChannelTileCard';
import './channels.css';

type ChannelsPanelProps = {
  companyId: string;
  companyName: string;
  canEdit: boolean;
  /** A channel a link names: its update form opens once the tiles are read. */
  linkedChannelId?: string | null;
  /** The linked channel's form was closed, or the link opened none. */
  onLinkClosed?: () => void;
};

/**
 * The CHANNELS tab: the company's channels as tiles, create per kind (one per type), open, delete. A USER reads only.
 * A link to a channel opens its form.
 */
export function ChannelsPanel({ companyId, companyName, canEdit, linkedChannelId = null, onLinkClosed }: ChannelsPanelProps) {
  const { t } = useTranslation('channels');
  const text = useText(['channels', 'common']);
  const { channels } = useConsoleActors();
  const [logic] = useState(() => provideChannelList(channels));
  const list = useActorRef(logic, { input: { companyId, canEdit, linkedChannelId } });
  const state = useSelector(list, (s) => s);
  const c = state.context;
  const linkDone = linkedChannelId !== null && state.matches('loaded') && c.open === null;
  useEffect(() => {
    if (linkDone) onLinkClosed?.();
  }, [linkDone, onLinkClosed]);

  // The open form stays mounted while the list is read again after a save (its once-shown values stay on screen).
  if (c.open === null && state.matches('loading') && c.channels.length === 0) return <p role="status">{t('loading')}</p>;
  if (c.open === null && state.matches('failed')) return <LoadError message={text(c.error)} retryLabel={t('retry')} onRetry={() => list.send({ type: 'RETRY' })} />;
  const taken = takenKinds(c.channels);

  return (
    <section className="channels" aria-labelledby="channels-title">
      <h2 id="channels-title">{t('title')}</h2>
      <Banner kind="error" message={c.error ? text(c.error) : null} />
      <Banner kind="info" message={c.notice ? text(c.notice) : null} />
      {c.channels.length === 0 ? <p className="muted">{t('empty')}</p> : null}
      <ul className="channel-tiles">
        {c.channels.map((tile) => (
          <ChannelTileCard
            key={tile.id}
            tile={tile}
            companyName={companyName}
            canOpen={canEdit && isFormKind(tile.kind)}
            canDelete={canEdit}
            onOpen={() => list.send({ type: 'OPEN_CHANNEL', id: tile.id })}
            onDelete={() => list.send({ type: 'DELETE', id: tile.id })}
          />
        ))}
      </ul>
      {canEdit ? (
        <div className="channel-create" role="group" aria-label={t('create.title')}>
          <h3>{t('create.title')}</h3>
          {FORM_KINDS.map((kind) =>
            taken.includes(kind) ? (
              <p key={kind} className="muted">
                {t('kindTaken', { kind: t(`kinds.${kind}`) })}
              </p>
            ) : (
              <Button key={kind} variant="secondary" isDisabled={!state.can({ type: 'OPEN_CREATE', kind })} onPress={() => list.send({ type: 'OPEN_CREATE', kind })}>
                {t('create.add', { kind: t(`kinds.${kind}`) })}
              </Button>
            ),
          )}
        </div>
      ) : null}
      {c.open ? (
        <ChannelFormDialog
          key={c.open.mode === 'update' ? c.open.channelId : c.open.kind}
          open={c.open}
          companyId={companyId}
          onSaved={() => list.send({ type: 'SAVED' })}
          onClose={() => list.send({ type: 'CLOSE_FORM' })}
        />
      ) : null}
      <ConfirmDialog
        isOpen={state.matches({ loaded: 'confirmingDelete' }) || state.matches({ loaded: 'deleting' })}
        title={t('delete')}
        text={t('deleteQuestion', { name: c.pendingDelete?.name ?? '' })}
        confirmLabel={t('yes')}
        cancelLabel={t('no')}
        onConfirm={() => list.send({ type: 'CONFIRM' })}
        onCancel={() => list.send({ type: 'CANCEL' })}
      />
    </section>
  );
}
