import type { FastifyInstance } from 'fastify';
import type { RestAnswer } from '../../../../services/contracts/rest';
import type { AppDeps } from '../../../deps';
import { operatorOnly } from '../../../dev/operatorOnly';
import { SANDBOX_PEOPLE, sandboxAppSecret } from '../sandboxWorld';
import { chatRoutes } from './chatRoutes';
import { messagingState } from './messagingState';
import { personRoutes } from './personRoutes';
import { phonePage } from './phonePage';
import { receiverRoutes } from './receiverRoutes';
import { sendRoute } from './sendRoute';
import { subscriptionRoutes } from './subscriptionRoutes';
import { threadRoutes } from './threadRoutes';
import { webhookDelivery } from './webhookDelivery';

/**
 * The Facebook sandbox's messaging part: the Send API, the handover protocol, page and app
 * webhook subscriptions, signed webhooks to the app's callback, faults, and the phone page where
 * the operator writes as a Messenger or Instagram user and answers as the agent desk. State is in
 * memory: a restart forgets chats and subscriptions (developer mode connects channels again).
 */
export function messagingSandbox(app: FastifyInstance, deps: AppDeps): void {
  const state = messagingState();
  const delivery = webhookDelivery(state, () => sandboxAppSecret(deps.config.secretKey));
  app.addHook('onClose', async () => delivery.close());

  app.get('/sandbox/facebook', operatorOnly, async (_request, reply): Promise<RestAnswer<'GET /sandbox/facebook'>> => {
    reply.type('text/html; charset=utf-8');
    const pages = SANDBOX_PEOPLE.flatMap((person) => person.pages).filter((page) => state.subscribedPages.has(page.id));
    return phonePage(pages.map((page) => ({ id: page.id, name: page.name, instagramUsername: page.instagram?.business ? page.instagram.username : null })));
  });

  sendRoute(app, deps, state);
  threadRoutes(app, deps, state);
  subscriptionRoutes(app, deps, state);
  personRoutes(app, deps, state, delivery);
  receiverRoutes(app, deps, state, delivery);
  chatRoutes(app, state);
}
