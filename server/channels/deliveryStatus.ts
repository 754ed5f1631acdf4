import type { Db } from '../db/connect';
import { DELIVERY_STATUSES, type DeliveryStatus } from './adapters/channelAdapter';

/**
 * The delivery status of an assistant's messages sent on a channel: sent when the provider
 * took it, then what its status webhooks say. A status only moves forward (a late "delivered"
 * after "read" changes nothing); failed is final whenever it comes.
 */
const rank = (status: string | null): number => (status === null ? -1 : DELIVERY_STATUSES.indexOf(status as DeliveryStatus));

/** Sets the status of these messages where it is a step forward. */
export async function markDelivery(db: Db, messageIds: readonly string[], status: DeliveryStatus): Promise<void> {
  const ids = messageIds.filter((id) => /^[0-9a-f-]{36}$/i.test(id));
  if (!ids.length) return;
  const rows = await db.selectFrom('conversation_messages').select(['id', 'delivery_status']).where('id', 'in', ids).execute();
  const forward = rows.filter((row) => row.delivery_status !== 'failed' && (status === 'failed' || rank(row.delivery_status) < rank(status))).map((row) => row.id);
  if (forward.length) await db.updateTable('conversation_messages').set({ delivery_status: status }).where('id', 'in', forward).execute();
}

/** The messages a sent delivery showed, found by the provider's id of it (the id its status webhooks carry). */
export async function messagesOfProviderId(db: Db, channelId: string, providerMessageId: string): Promise<string[]> {
  const row = await db
    .selectFrom('outbound_deliveries')
    .select('payload')
    .where('channel_id', '=', channelId)
    .where('provider_message_id', '=', providerMessageId)
    .executeTakeFirst();
  const ids = (row?.payload as { messageIds?: unknown } | undefined)?.messageIds;
  return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
}
