import { sql } from 'kysely';
import type { ChannelKind } from '../../services/contracts/channels';
import type { Db } from '../db/connect';
import { liveOfKind } from './channelUsage';

/**
 * Whether a live channel of this server other than `channelId`, of one of `kinds`, has `value` as
 * its property `property`: what a channel being deleted shares with others at its provider (a
 * Facebook page its Facebook and Instagram channels both subscribe) stays while one is left.
 */
export async function anotherLiveChannelHas(db: Db, channelId: string, kinds: readonly ChannelKind[], property: string, value: string): Promise<boolean> {
  for (const kind of kinds) {
    const other = await liveOfKind(db, kind)
      .select('channels.id')
      .where('channels.id', '!=', channelId)
      .where(sql<string>`channels.properties->>${property}`, '=', value)
      .limit(1)
      .executeTakeFirst();
    if (other) return true;
  }
  return false;
}
