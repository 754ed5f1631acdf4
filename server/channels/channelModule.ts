import type { FastifyInstance } from 'fastify';
import { createConversationService, type ConversationService } from '../conversations/conversationService';
import type { AppDeps } from '../deps';
import { channelRoutes } from './channelRoutes';
import { webChatRoutes } from './webChatRoutes';
import { webhookRoutes } from './webhookRoutes';

/**
 * Channels and the conversations that run on them: the channel REST reads, the public web
 * chat API and the generic webhook, over one conversation service (one turn queue and one
 * machine cache per process). Answers the service (tests, seeding).
 */
export function channelModule(app: FastifyInstance, deps: AppDeps): ConversationService {
  const service = createConversationService(deps);
  channelRoutes(app, deps);
  webChatRoutes(app, deps, service);
  webhookRoutes(app, deps, service);
  // Webhook turns run after their 202: let them finish before the server (and its database) stops.
  app.addHook('onClose', async () => service.idle());
  return service;
}
