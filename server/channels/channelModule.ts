import type { FastifyInstance } from 'fastify';
import { createConversationService, type ConversationService } from '../conversations/conversationService';
import type { AppDeps } from '../deps';
import { channelRoutes } from './channelRoutes';
import { webChatRoutes } from './webChatRoutes';
import { channelSend } from './channelSend';
import { RETRY_POLICY } from './outboundQueue';
import { outboundSender } from './outboundSender';
import { webhookRoutes } from './webhookRoutes';

/**
 * Channels and the conversations that run on them: the channel REST reads, the public web
 * chat API and the generic webhook, over one conversation service (one turn queue and one
 * machine cache per process). Answers the service (tests, seeding).
 */
export function channelModule(app: FastifyInstance, deps: AppDeps): ConversationService {
  const service = createConversationService(deps);
  const delivery = { allowPrivateAddresses: deps.config.engineAllowPrivateAddresses ?? deps.config.devMode };
  const { outboundPollMs: pollMs = 500, outboundRetryBaseMs: baseDelayMs = RETRY_POLICY.baseDelayMs } = deps.config;
  const sender = outboundSender(deps.db, channelSend(deps, delivery), { pollMs, policy: { ...RETRY_POLICY, baseDelayMs } });
  channelRoutes(app, deps);
  webChatRoutes(app, deps, service);
  const webhook = webhookRoutes(app, deps, service, sender);
  // Look for what an earlier run left in the queue (a stop, a crash) once the server is up.
  app.addHook('onReady', async () => sender.nudge());
  // Webhook turns run after their 202: let them finish and queue their answers, then let the sender finish its round, before the database stops.
  app.addHook('onClose', async () => {
    await service.idle();
    await webhook.idle();
    await sender.close();
  });
  return service;
}
