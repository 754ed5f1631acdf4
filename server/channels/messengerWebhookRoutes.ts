import type { FastifyInstance } from 'fastify';
import type { RestAnswer } from '../../services/contracts/rest';
import type { AppDeps } from '../deps';
import { HttpError } from '../http/errors';
import { messengerHandshake, messengerSignatureMatches } from './adapters/messengerSignature';
import { readWebhook, threadsPassedTo } from './adapters/messengerParse';
import { channelOfEntry, type MessengerKind } from './messengerChannels';
import { messengerApp } from './messengerApp';
import { takeInboundEvents } from './inboundEvents';
import type { InboundTurns } from './inboundTurns';
import { rawOf } from './inboundRoutes';
import { threadHandedBack } from './threadHandback';
import { chatRateLimit } from './webChatRoutes';

/** The object Meta names in each kind's webhooks. */
const OBJECT: Record<MessengerKind, string> = { facebook: 'page', instagram: 'instagram' };

/**
 * The product app's one webhook address per kind, where Meta posts the events of every page
 * (and Instagram account) subscribed to the app:
 * GET  /channels/v1/facebook|instagram/webhook  the verify-token handshake (hub.challenge is the answer);
 * POST /channels/v1/facebook|instagram/webhook  X-Hub-Signature-256 checked over the raw bytes with
 * the app secret before anything is read (401, nothing stored); then each entry goes to the live
 * channel of its page (or Instagram account): its messages claimed once and answered, and a
 * thread the handover receiver passed back to the app ends the handed-over conversation.
 */
export function messengerWebhookRoutes(app: FastifyInstance, deps: AppDeps, turns: InboundTurns): void {
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

    for (const kind of ['facebook', 'instagram'] as const) {
      scope.get(`/channels/v1/${kind}/webhook`, { config: chatRateLimit(deps) }, async (request, reply): Promise<RestAnswer<'GET /channels/v1/facebook/webhook'>> => {
        const answer = messengerHandshake((request.query ?? {}) as Record<string, unknown>, messengerApp(deps.config)?.verifyToken);
        reply.code(answer.status).type('text/plain; charset=utf-8');
        return answer.body;
      });

      scope.post(`/channels/v1/${kind}/webhook`, { config: chatRateLimit(deps) }, async (request): Promise<RestAnswer<'POST /channels/v1/facebook/webhook'>> => {
        const facebook = messengerApp(deps.config);
        const rawBody = rawOf(request);
        const verdict = messengerSignatureMatches(request.headers['x-hub-signature-256'], facebook?.appSecret, rawBody);
        if (!verdict.ok || !facebook) throw new HttpError(verdict.ok ? 401 : verdict.status, verdict.ok ? 'No Facebook app.' : verdict.message);
        let body: unknown;
        try {
          body = JSON.parse(rawBody.toString('utf8'));
        } catch {
          throw new HttpError(400, 'The body must be JSON.');
        }
        const webhook = readWebhook(body);
        if (webhook.object !== OBJECT[kind]) return { ok: true };
        for (const entry of webhook.entry) {
          const found = await channelOfEntry(deps.db, deps.config.secretKey, kind, entry.id);
          if (!found) continue;
          const one = { object: webhook.object, entry: [entry] };
          await takeInboundEvents(deps, turns, found.channel, found.bound, found.bound.parse(one));
          for (const clientId of threadsPassedTo(one, entry.id, facebook.appId)) await threadHandedBack(deps.db, found.channel, clientId, deps.clock.now());
        }
        return { ok: true };
      });
    }
  });
}
