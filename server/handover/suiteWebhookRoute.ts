import type { FastifyInstance, FastifyRequest } from 'fastify';
import { channelKindOf } from '../../services/contracts/channels';
import { suiteAgentEvent } from '../../services/contracts/channels/suiteProtocol';
import type { RestAnswer } from '../../services/contracts/rest';
import { boundChannel } from '../channels/boundChannel';
import { channelMessages } from '../channels/channelRules';
import { channelById } from '../channels/channelStore';
import { chatRateLimit } from '../channels/webChatRoutes';
import { isUuid } from '../companies/access';
import type { AppDeps } from '../deps';
import { HttpError } from '../http/errors';
import { closeByAgent } from './suiteAgentClose';
import { takeAgentReply } from './suiteAgentReply';

export const SUITE_WEBHOOK_PATH = '/channels/v1/suite/:channelId/webhook';

const rawOf = (request: FastifyRequest): Buffer => (Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0));

/**
 * Where the suite posts a suite channel's agent events (docs/channels-suite.md): checked with
 * the channel's webhook secret over the raw bytes before anything is read (401, nothing
 * stored), then an agent's reply is kept and queued to the person, or the conversation the
 * agent closed returns to the assistant. An event for no open conversation of the channel's
 * assistant is a 404 (the suite need not send it again).
 */
export function suiteWebhookRoute(app: FastifyInstance, deps: AppDeps, outbound: { nudge: () => void }): void {
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

    scope.post<{ Params: { channelId: string } }>(
      SUITE_WEBHOOK_PATH,
      { config: chatRateLimit(deps) },
      async (request): Promise<RestAnswer<'POST /channels/v1/suite/:channelId/webhook'>> => {
        const { channelId } = request.params;
        const channel = isUuid(channelId) ? await channelById(deps.db, deps.config.secretKey, channelId) : undefined;
        const bound = channel && channel.status === 'ACTIVE' && channelKindOf(channel) === 'suite' ? boundChannel(channel) : undefined;
        if (!channel || !bound) throw new HttpError(404, channelMessages.channelNotFound);
        const rawBody = rawOf(request);
        const verdict = bound.verify({ rawBody, headers: request.headers, query: {} });
        if (!verdict.ok) throw new HttpError(verdict.status, verdict.message);
        let body: unknown;
        try {
          body = JSON.parse(rawBody.toString('utf8'));
        } catch {
          throw new HttpError(400, 'The body must be JSON.');
        }
        const event = suiteAgentEvent.safeParse(body);
        if (!event.success) throw new HttpError(400, 'The body is not an agent event of the suite.');
        const suite = { id: channel.id, companyId: channel.companyId, botId: channel.botId };
        const now = deps.clock.now();
        if (event.data.type === 'closed') {
          await closeByAgent(deps.db, suite, event.data, now);
          return { ok: true };
        }
        const taken = await takeAgentReply(deps.db, deps.config.secretKey, suite, event.data, deps.config.publicUrl, now);
        if (taken === 'noConversation') throw new HttpError(404, 'No open conversation of this channel has that externalId.');
        if (taken === 'sent') outbound.nudge();
        return { ok: true };
      },
    );
  });
}
