import { sql } from 'kysely';
import { channelStoredType } from '../../services/contracts/channels';
import type { Db } from '../db/connect';
import { boundChannel, type BoundChannel } from './boundChannel';
import { channelColumns, channelRow, type ChannelRow } from './channelStore';

/** The properties each kind's webhooks name a channel by: the page (Messenger), the Instagram business account (Instagram). */
const ENTRY_PROPERTY = { facebook: 'pageID', instagram: 'instagramID' } as const;
export type MessengerKind = keyof typeof ENTRY_PROPERTY;

/** The live channel of `kind` whose page (or Instagram account) a webhook entry names, with its adapter; undefined when none. */
export async function channelOfEntry(db: Db, secretKey: string, kind: MessengerKind, entryId: string): Promise<{ channel: ChannelRow; bound: BoundChannel } | undefined> {
  const row = await db
    .selectFrom('channels')
    .select(channelColumns)
    .where('status', '=', 'ACTIVE')
    .where('integration_type', '=', channelStoredType(kind).integrationType)
    .where(sql<string>`properties->>${ENTRY_PROPERTY[kind]}`, '=', entryId)
    .orderBy('created_at')
    .executeTakeFirst();
  if (!row) return undefined;
  const channel = channelRow(row, secretKey);
  const bound = boundChannel(channel);
  return bound ? { channel, bound } : undefined;
}
