import { sql } from 'kysely';
import { channelKindOf } from '../../services/contracts/channels';
import { channelManagementMessages } from '../../services/contracts/channels/management';
import { notFound } from '../graphql/errors';
import type { GraphqlContext } from '../graphql/context';
import { disconnectChannel } from './channelConnect';
import { requireChannelRight } from './channelPermissions';
import { liveChannelWithToken } from './channelStore';

const stderrLine = (line: string) => process.stderr.write(`${new Date().toISOString()} ${line}\n`);

/**
 * deleteChannel: an ADMIN of the channel's company. The provider side is torn down where the
 * kind's adapter can (a provider that cannot be reached does not stop the delete); the channel
 * is marked DELETED (its conversations keep it for the reports) and its open conversations end.
 */
export async function deleteChannel(context: GraphqlContext, channelId: string, log: (line: string) => void = stderrLine): Promise<{ success: true; statusCode: number }> {
  const { db, config, clock } = context.deps;
  const found = await liveChannelWithToken(db, config.secretKey, channelId);
  if (!found) throw notFound(channelManagementMessages.channelNotFound);
  const { channel } = found;
  await requireChannelRight(context, channel.companyId, 'delete');
  const kind = channelKindOf(channel);
  if (kind) await disconnectChannel(context.deps, kind, channel, log);
  const now = clock.now();
  await db.transaction().execute(async (tx) => {
    await tx.updateTable('channels').set({ status: 'DELETED' }).where('id', '=', channel.id).execute();
    // As a closed conversation: the end date set, the engine's snapshot cleared, the turn moved on.
    await tx
      .updateTable('conversations')
      .set({ end_date: now, snapshot: null, turn: sql<number>`turn + 1` })
      .where('channel_id', '=', channel.id)
      .where('end_date', 'is', null)
      .execute();
  });
  return { success: true, statusCode: 200 };
}
