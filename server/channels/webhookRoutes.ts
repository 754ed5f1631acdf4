import type { FastifyInstance } from 'fastify';
import type { RestAnswer } from '../../services/contracts/rest';
import { CHANNEL_ID_MISSING, webhookQuery } from '../../services/contracts/rest/webhook';
import type { AppDeps } from '../deps';
import { HttpError } from '../http/errors';
import { parseWith } from '../http/validate';
import { genericWebhookMessages } from './adapters/generic';
import { boundChannel } from './boundChannel';
import { channelMessages, GENERIC_TYPE } from './channelRules';
import { liveChannelWithToken } from './channelStore';
import { openConversationOf } from './conversationFor';
import { claimInbound, releaseInbound } from './inboundClaims';
import type { InboundTurns } from './inboundTurns';
import { chatRateLimit } from './webChatRoutes';

export const webhookMessages = {
  channelIdMissing: CHANNEL_ID_MISSING,
  invalidToken: genericWebhookMessages.invalidToken,
  repeatInProgress: 'This message is being taken: its first delivery is still opening the conversation.',
} as const;

/**
 * The generic webhook channel (spec 02 section 7): POST /external/v1/incoming?channelID= with
 * header apiToken. The generic adapter checks the token and reads the message; the message is
 * claimed (kept until its turn is done), its conversation found or opened, and the answer is
 * 202 with the conversation's id. The turn runs afterwards and its answer goes into the
 * outbound queue, which POSTs it to the channel's webhookUrl. A repeat of a message id is
 * answered 200 with the conversation of the first.
 */
export function webhookRoutes(app: FastifyInstance, deps: AppDeps, turns: InboundTurns): void {
  app.post('/external/v1/incoming', { config: chatRateLimit(deps) }, async (request, reply): Promise<RestAnswer<'POST /external/v1/incoming'>> => {
    const channelId = parseWith(webhookQuery, request.query ?? {});
    const found = await liveChannelWithToken(deps.db, deps.config.secretKey, channelId);
    const bound = found && found.channel.integrationType === GENERIC_TYPE ? boundChannel(found.channel, found.apiTokenHash) : undefined;
    if (!found || !bound) throw new HttpError(404, channelMessages.channelNotFound);
    const verdict = bound.verify({ rawBody: Buffer.alloc(0), headers: request.headers, query: {} });
    if (!verdict.ok) throw new HttpError(verdict.status, verdict.message);
    const [event] = bound.parse(request.body);
    if (event?.kind !== 'message') throw new HttpError(400, 'The body carries no message.');
    const { channel } = found;
    const message = { channelId: channel.id, providerMessageId: event.providerMessageId, event: { client: event.client, input: event.input } };
    const claim = await claimInbound(deps.db, message, deps.clock.now(), message.event);
    if (!claim.claimed) {
      const earlier = claim.conversationId ?? (await openConversationOf(deps.db, channel.id, event.client.clientId))?.id;
      if (!earlier) throw new HttpError(409, webhookMessages.repeatInProgress);
      reply.code(200);
      return { success: true, conversationId: earlier };
    }
    let taken: Awaited<ReturnType<InboundTurns['take']>>;
    try {
      taken = await turns.take(channel, bound, message);
    } catch (error) {
      await releaseInbound(deps.db, message);
      throw error;
    }
    turns.later(() => turns.answer(channel, bound, message, taken.turn));
    reply.code(202);
    return { success: true, conversationId: taken.conversationId };
  });
}
