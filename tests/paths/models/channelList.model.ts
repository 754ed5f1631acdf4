import { channelListMachine, type ChannelListContext } from '../../../machines/channels/channelList.machine';
import type { ChannelTile } from '../../../machines/channels/channels';
import { serializeWith, type CatalogueEntry } from '../model';
import { done, failed, httpFailure, networkFailure } from './fixtures';

export const telegramTile: ChannelTile = { id: 'ch1', name: 'Shop bot', integrationType: 'Telegram', kind: 'telegram', status: 'ACTIVE', botId: 'b1', botName: 'Helper' };
export const iMessageTile: ChannelTile = { id: 'ch2', name: 'iMessage', integrationType: 'AppleIMessage', kind: 'appleIMessage', status: 'ACTIVE', botId: null, botName: null };

const events = [
  { type: 'RETRY' },
  { type: 'OPEN_CREATE', kind: 'generic' },
  { type: 'OPEN_CREATE', kind: 'telegram' },
  { type: 'OPEN_CREATE', kind: 'appleIMessage' },
  { type: 'OPEN_CHANNEL', id: 'ch1' },
  { type: 'OPEN_CHANNEL', id: 'ch2' },
  { type: 'CLOSE_FORM' },
  { type: 'SAVED' },
  { type: 'DELETE', id: 'ch1' },
  { type: 'CONFIRM' },
  { type: 'CANCEL' },
  done('loadChannels', [telegramTile, iMessageTile]),
  failed('loadChannels', httpFailure(500)),
  failed('loadChannels', httpFailure(406)),
  done('deleteChannel', { success: true }),
  failed('deleteChannel', httpFailure(407)),
  failed('deleteChannel', networkFailure),
];

export const channelListModel: CatalogueEntry = {
  machine: channelListMachine,
  appActions: [],
  scenarios: [
    { name: 'an ADMIN manages the channels', input: { companyId: 'c1', canEdit: true }, events },
    { name: 'a USER reads the channels', input: { companyId: 'c1', canEdit: false }, events },
    { name: 'an ADMIN follows a link to a channel', input: { companyId: 'c1', canEdit: true, linkedChannelId: 'ch1' }, events },
    { name: 'a USER follows a link to a channel', input: { companyId: 'c1', canEdit: false, linkedChannelId: 'ch1' }, events },
  ],
  serialize: serializeWith(({ context }) => {
    const c = context as ChannelListContext;
    return [c.canEdit, c.linkedChannelId, c.channels.length, c.open, c.pendingDelete?.id, c.error, c.notice];
  }),
};
