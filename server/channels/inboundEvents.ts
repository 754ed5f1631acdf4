import type { AppDeps } from '../deps';
import type { InboundEvent } from './adapters/channelAdapter';
import type { BoundChannel } from './boundChannel';
import type { ChannelRow } from './channelStore';
import { markDelivery, messagesOfProviderId } from './deliveryStatus';
import { claimInbound } from './inboundClaims';
import type { ClaimedMessage, InboundTurns } from './inboundTurns';

/**
 * What every provider webhook does with the events of one channel once it is checked: statuses
 * applied, each message claimed once (the same provider id delivered again runs nothing) with
 * the message kept in the claim; the claimed messages' turns run afterwards, one after the other.
 */
export async function takeInboundEvents(deps: AppDeps, turns: InboundTurns, channel: ChannelRow, bound: BoundChannel, events: InboundEvent[]): Promise<void> {
  const claimed: ClaimedMessage[] = [];
  for (const event of events) {
    if (event.kind === 'status') {
      await markDelivery(deps.db, await messagesOfProviderId(deps.db, channel.id, event.providerMessageId), event.status);
      continue;
    }
    const message = {
      channelId: channel.id,
      providerMessageId: event.providerMessageId,
      event: {
        client: event.client,
        input: event.input,
        ...(event.acknowledge ? { acknowledge: event.acknowledge } : {}),
        ...(event.answerWith ? { answerWith: event.answerWith } : {}),
      },
    };
    // A message the provider delivered before is not run again (inboundClaims.ts).
    if ((await claimInbound(deps.db, message, deps.clock.now(), message.event)).claimed) claimed.push(message);
  }
  if (claimed.length)
    turns.later(async () => {
      for (const message of claimed) await turns.run(channel, bound, message);
    });
}
