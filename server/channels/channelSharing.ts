import { sql } from 'kysely';
import { channelKindOf, channelStoredType, type ChannelKind } from '../../services/contracts/channels';
import type { Db } from '../db/connect';

/**
 * Whether a live channel of this server other than `channelId`, of one of `kinds`, has `value` as
 * its property `property`: what a channel being deleted shares with others at its provider (a
 * Facebook page its Facebook and Instagram channels both subscribe) stays while one is left.
 */
export async function anotherLiveChannelHas(db: Db, channelId: string, kinds: readonly ChannelKind[], property: string, value: string): Promise<boolean> {
  if (kinds.length === 0) return false;
  const rows = await db
    .selectFrom('channels')
    .select(['integration_type', 'smooch_type'])
    .where('status', '=', 'ACTIVE')
    .where('id', '!=', channelId)
    .where(
      'integration_type',
      'in',
      kinds.map((kind) => channelStoredType(kind).integrationType),
    )
    .where(sql<string>`properties->>${property}`, '=', value)
    .execute();
  return rows.some((row) => {
    const kind = channelKindOf({ integrationType: row.integration_type, smoochType: row.smooch_type ?? null });
    return kind !== undefined && kinds.includes(kind);
  });
}
