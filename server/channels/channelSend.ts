import type { AppDeps } from '../deps';
import { GENERIC_TYPE } from './channelRules';
import { channelById } from './channelStore';
import type { OutboundDelivery, SendResult } from './outboundQueue';
import { deliver, type DeliveryOptions } from './webhookRoutes';

/**
 * How a queued delivery leaves, by its channel's kind: the generic webhook POSTs it to the
 * partner's URL. A channel deleted meanwhile takes nothing more.
 */
export function channelSend(deps: AppDeps, options: DeliveryOptions): (delivery: OutboundDelivery) => Promise<SendResult> {
  return async (delivery) => {
    const channel = await channelById(deps.db, deps.config.secretKey, delivery.channelId);
    if (!channel || channel.status === 'DELETED') return { kind: 'failed', reason: 'the channel no longer exists' };
    if (channel.integrationType === GENERIC_TYPE) return deliver(channel, delivery.payload, options);
    return { kind: 'failed', reason: `a ${channel.integrationType} channel sends nothing through the outbound queue` };
  };
}
