import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isChannelKind } from '../../services/contracts/channels';
import type { RestAnswer } from '../../services/contracts/rest';
import type { AppDeps } from '../deps';
import { HttpError } from '../http/errors';
import { boundChannel, type BoundChannel } from './boundChannel';
import { channelMessages } from './channelRules';
import { liveChannelWithToken, type ChannelRow } from './channelStore';
import { channelKindOf } from '../../services/contracts/channels';
import { takeInboundEvents } from './inboundEvents';
import type { InboundTurns } from './inboundTurns';
import { providerAccess } from './providerAccess';
import { chatRateLimit } from './webChatRoutes';

type WebhookParams = { kind: string; channelId: string };
export const WEBHOOK_PATH = '/channels/v1/:kind/:channelId/webhook';

/** The live channel of the path, of the kind the path names, with its adapter; 404 otherwise. */
async function channelOfPath(deps: AppDeps, params: WebhookParams): Promise<{ channel: ChannelRow; bound: BoundChannel }> {
  const found = isChannelKind(params.kind) ? await liveChannelWithToken(deps.db, deps.config.secretKey, params.channelId) : undefined;
  const bound = found && channelKindOf({ integrationType: found.channel.integrationType }) === params.kind ? boundChannel(found.channel, found.apiTokenHash) : undefined;
  if (!found || !bound) throw new HttpError(404, channelMessages.channelNotFound);
  return { channel: found.channel, bound };
}

export const rawOf = (request: FastifyRequest): Buffer => (Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0));

/**
 * Where providers deliver a channel's webhooks (ARCHITECTURE "Channels"):
 * GET  /channels/v1/<kind>/<channelId>/webhook  the provider's check of the address (WhatsApp's verify-token handshake);
 * POST /channels/v1/<kind>/<channelId>/webhook  events: checked by the kind's adapter over the raw
 * bytes before anything is read (401, nothing stored), statuses applied, each message claimed once
 * with the message kept in the claim, then 200. The turns run afterwards, one message after the other.
 */
export function inboundRoutes(app: FastifyInstance, deps: AppDeps, turns: InboundTurns): void {
  app.register(async (scope) => {
    // Signatures are over the bytes as sent: the body is kept raw here and parsed only once it is checked.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

    scope.get<{ Params: WebhookParams }>(
      WEBHOOK_PATH,
      { config: chatRateLimit(deps) },
      async (request, reply): Promise<RestAnswer<'GET /channels/v1/:kind/:channelId/webhook'>> => {
        const { bound } = await channelOfPath(deps, request.params);
        if (!bound.handshake) throw new HttpError(404, channelMessages.channelNotFound);
        const answer = bound.handshake((request.query ?? {}) as Record<string, unknown>);
        reply.code(answer.status).type('text/plain; charset=utf-8');
        return answer.body;
      },
    );

    scope.post<{ Params: WebhookParams }>(WEBHOOK_PATH, { config: chatRateLimit(deps) }, async (request): Promise<RestAnswer<'POST /channels/v1/:kind/:channelId/webhook'>> => {
      const { channel, bound } = await channelOfPath(deps, request.params);
      const rawBody = rawOf(request);
      const inbound = { rawBody, headers: request.headers, query: (request.query ?? {}) as Record<string, unknown> };
      const checked = bound.verify(inbound);
      const verdict = checked.ok && bound.authenticate ? await bound.authenticate(inbound, providerAccess(deps.config, bound.kind)) : checked;
      if (!verdict.ok) throw new HttpError(verdict.status, verdict.message);
      let body: unknown;
      try {
        body = JSON.parse(rawBody.toString('utf8'));
      } catch {
        throw new HttpError(400, 'The body must be JSON.');
      }
      await takeInboundEvents(deps, turns, channel, bound, bound.parse(body));
      return { ok: true };
    });
  });
}
