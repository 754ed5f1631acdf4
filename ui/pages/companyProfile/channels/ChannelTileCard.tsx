import { useTranslation } from 'react-i18next';
import type { ChannelTile } from '../../../../machines/channels/channels';
import { Button } from '../../../kit/Button';
import { COMPANY_NAME_LIMIT, truncate } from '../../../kit/truncateName';
import { BRAND_NAME_LIMIT, kindLabelKey } from './channelsLogic';

/** One channel: its brand name (24 characters at most on the tile), kind and status; an ADMIN opens or deletes it. */
export function ChannelTileCard({
  tile,
  companyName,
  canOpen,
  canDelete,
  onOpen,
  onDelete,
}: {
  tile: ChannelTile;
  companyName: string;
  canOpen: boolean;
  canDelete: boolean;
  onOpen: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('channels');
  const name = truncate(tile.name, BRAND_NAME_LIMIT);
  return (
    <li className="channel-tile">
      <div className="channel-tile-main">
        <span className={`channel-kind channel-kind-${tile.kind}`} aria-hidden="true" />
        <strong title={tile.name}>{name}</strong>
        <span className="muted">{t(kindLabelKey(tile.kind))}</span>
        <span className="muted" title={companyName}>
          {truncate(companyName, COMPANY_NAME_LIMIT)}
        </span>
        <span className="channel-status">{t('status', { status: tile.status })}</span>
        {tile.botName ? <span className="muted">{t('answeredBy', { name: tile.botName })}</span> : null}
      </div>
      {canOpen || canDelete ? (
        <div className="channel-tile-actions">
          {canOpen ? (
            <Button variant="secondary" onPress={onOpen} aria-label={t('openChannel', { name: tile.name })}>
              {t('open')}
            </Button>
          ) : null}
          {canDelete ? (
            <Button variant="secondary" onPress={onDelete} aria-label={t('deleteChannel', { name: tile.name })}>
              {t('delete')}
            </Button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
