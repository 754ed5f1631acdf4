import type { FastifyInstance } from 'fastify';
import { createConversationService, type ConversationService } from '../conversations/conversationService';
import type { AppDeps } from '../deps';
import { channelRoutes } from './channelRoutes';
import { channelSend } from './channelSend';
import { inboundRoutes } from './inboundRoutes';
import { inboundTurns } from './inboundTurns';
import { messengerWebhookRoutes } from './messengerWebhookRoutes';
import { RETRY_POLICY } from './outboundQueue';
import { outboundSender } from './outboundSender';
import { pruneChannelQueues } from './queuePruning';
import { reconnectSandboxChannels } from './sandboxChannels';
import { webChatRoutes } from './webChatRoutes';
import { webChatSignInRoutes } from './webChatSignInRoutes';
import { webhookRoutes } from './webhookRoutes';
import { reconnectSandboxSuites } from '../handover/reconnectSandboxSuites';
import { suiteHandoverDesk } from '../handover/suiteHandoverDesk';
import { suiteWebhookRoute } from '../handover/suiteWebhookRoute';

/**
 * Channels and the conversations that run on them: the channel REST reads, the public web
 * chat API, the providers' webhooks and the generic webhook, over one conversation service
 * (one turn queue and one machine cache per process), and the sender of the outbound queue.
 * Answers the service (tests, seeding).
 */
export function channelModule(app: FastifyInstance, deps: AppDeps): ConversationService {
  const service = createConversationService({ ...deps, handoverDesk: suiteHandoverDesk() });
  const { outboundPollMs: pollMs = 500, outboundRetryBaseMs: baseDelayMs = RETRY_POLICY.baseDelayMs, outboundLeaseMs: leaseMs = RETRY_POLICY.leaseMs } = deps.config;
  const sender = outboundSender(deps.db, channelSend(deps), { pollMs, policy: { ...RETRY_POLICY, baseDelayMs, leaseMs } });
  const turns = inboundTurns(deps, service, sender);
  channelRoutes(app, deps);
  webChatRoutes(app, deps, service);
  webChatSignInRoutes(app, deps);
  webhookRoutes(app, deps, turns);
  inboundRoutes(app, deps, turns);
  suiteWebhookRoute(app, deps, sender);
  messengerWebhookRoutes(app, deps, turns);
  // What the queues no longer need goes once an hour (queuePruning.ts).
  const prune = () => {
    pruneChannelQueues(deps.db, new Date()).catch((error: unknown) =>
      process.stderr.write(`${new Date().toISOString()} channel queue pruning: ${error instanceof Error ? error.message : String(error)}\n`),
    );
  };
  const pruning = setInterval(prune, 3_600_000);
  pruning.unref();
  // Once the server is up: run the messages an earlier run took but did not answer (a stop, a crash), and send what it left queued.
  app.addHook('onReady', async () => {
    turns.later(async () => {
      await turns.resumeWaiting();
    });
    sender.nudge();
  });
  // Developer mode: the sandboxes start empty, so channels on them register their webhooks again once the server can be called.
  app.addHook('onListen', async () => {
    turns.later(async () => {
      await reconnectSandboxChannels(deps.db, deps.config, (line) => process.stderr.write(`${line}\n`));
      await reconnectSandboxSuites(deps.db, deps.config, (line) => process.stderr.write(`${line}\n`));
    });
  });
  // Turns run after the provider's answer: let them finish and queue their replies, then let the sender finish its round, before the database stops.
  app.addHook('onClose', async () => {
    clearInterval(pruning);
    await service.idle();
    await turns.idle();
    await sender.close();
  });
  return service;
}
