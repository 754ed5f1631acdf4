import type { AppDeps } from '../deps';
import type { OutboundPart } from './adapters/channelAdapter';
import { boundChannel } from './boundChannel';
import { channelById } from './channelStore';
import { markDelivery } from './deliveryStatus';
import type { OutboundDelivery, SendResult } from './outboundQueue';
import { providerAccess } from './providerAccess';

/** A queued payload as the adapters made it; anything else (a row from before adapters) is refused for good. */
function partOf(payload: unknown): OutboundPart | undefined {
  if (!payload || typeof payload !== 'object') return undefined;
  const { messageIds, request, replyPart } = payload as Partial<OutboundPart>;
  if (!Array.isArray(messageIds) || !request || typeof request !== 'object') return undefined;
  return typeof replyPart === 'number' ? { messageIds, request, replyPart } : { messageIds, request };
}

/**
 * What a part's conversation tells its sending, read in one query: when the end user last wrote
 * (WhatsApp's customer-service window) and the flow the conversation runs.
 */
async function conversationFacts(deps: AppDeps, conversationId: string | null): Promise<{ lastInboundAt: Date | null; flowId: string | null }> {
  if (!conversationId) return { lastInboundAt: null, flowId: null };
  const row = await deps.db
    .selectFrom('conversations')
    .select((eb) => [
      'conversations.version_id',
      eb
        .selectFrom('conversation_messages')
        .select((inner) => inner.fn.max('message_date').as('last'))
        .where('conversation_messages.conversation_id', '=', conversationId)
        .where('conversation_messages.send_by', '=', 'CLIENT')
        .as('last'),
    ])
    .where('conversations.id', '=', conversationId)
    .executeTakeFirst();
  return { lastInboundAt: row?.last ? new Date(row.last) : null, flowId: row?.version_id ?? null };
}

/**
 * How a queued delivery leaves: through its channel kind's adapter, which speaks the provider's
 * protocol. A channel deleted meanwhile takes nothing more. The messages the part shows are
 * marked sent, or failed when the provider refused them for good; failures are logged with the
 * channel and the reason (adapters never put a secret in a reason).
 */
export function channelSend(deps: AppDeps, options: { fetch?: typeof fetch; log?: (line: string) => void } = {}): (delivery: OutboundDelivery) => Promise<SendResult> {
  const log = options.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  return async (delivery) => {
    const row = await channelById(deps.db, deps.config.secretKey, delivery.channelId);
    if (!row || row.status === 'DELETED') return { kind: 'failed', reason: 'the channel no longer exists' };
    const bound = boundChannel(row);
    const part = partOf(delivery.payload);
    if (!bound) return { kind: 'failed', reason: `a ${row.integrationType} channel sends nothing through the outbound queue` };
    if (!part) return { kind: 'failed', reason: 'the queued delivery is not one this server can send' };
    const access = providerAccess(deps.config, bound.kind, options.fetch);
    const result = await bound.send(part, access, { ...(await conversationFacts(deps, delivery.conversationId)), now: new Date(), deliveryId: delivery.id });
    if (result.kind === 'sent') await markDelivery(deps.db, part.messageIds, 'sent');
    else {
      log(
        `${new Date().toISOString()} delivery ${delivery.id} on channel ${row.id} (${bound.kind}) ${result.kind === 'retry' ? 'will be tried again' : 'failed'}: ${result.reason}`,
      );
      if (result.kind === 'failed') await markDelivery(deps.db, part.messageIds, 'failed');
    }
    return result;
  };
}
