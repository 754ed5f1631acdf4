import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { RestAnswer } from '../../../../services/contracts/rest';
import {
  facebookSandboxAgentForm,
  facebookSandboxChatParams,
  facebookSandboxPassBackForm,
  type FacebookPlatform,
} from '../../../../services/contracts/rest/facebookMessagingSandbox';
import type { AppDeps } from '../../../deps';
import { operatorOnly } from '../../../dev/operatorOnly';
import { HttpError } from '../../../http/errors';
import { parseBody, parseWith } from '../../../http/validate';
import { pageById } from '../sandboxWorld';
import { SANDBOX_APP, type MessagingState } from './messagingState';
import { chatOfPerson } from './personRoutes';
import type { WebhookDelivery } from './webhookDelivery';

/**
 * What the receiver that was passed a thread (the agent desk) does on the phone page: answer the
 * person in the chat, and pass the thread back to the app, which Meta tells the app with a
 * messaging_handovers webhook (pass_thread_control to the app).
 */
export function receiverRoutes(app: FastifyInstance, deps: AppDeps, state: MessagingState, delivery: WebhookDelivery): void {
  const now = () => deps.clock.now().getTime();
  const knownChat = (params: unknown, platform: FacebookPlatform) => {
    const { pageId, userId } = parseWith(facebookSandboxChatParams, params);
    const page = pageById(pageId);
    if (!page) throw new HttpError(404, 'No page with this id in the sandbox.');
    return chatOfPerson(state, { page, userId }, platform);
  };

  app.post(
    '/sandbox/facebook/messaging/chats/:pageId/:userId/agent-messages',
    operatorOnly,
    async (request): Promise<RestAnswer<'POST /sandbox/facebook/messaging/chats/:pageId/:userId/agent-messages'>> => {
      const { platform, text } = parseBody(facebookSandboxAgentForm, request.body);
      const chat = knownChat(request.params, platform);
      if (chat.owner.id === SANDBOX_APP.id) throw new HttpError(409, 'The thread is with the app: no receiver holds it.');
      const mid = `m_${randomBytes(18).toString('base64url')}`;
      chat.entries.push({ id: mid, from: 'agent', timestamp: now(), text });
      return { mid, delivered: false };
    },
  );

  app.post(
    '/sandbox/facebook/messaging/chats/:pageId/:userId/pass-back',
    operatorOnly,
    async (request): Promise<RestAnswer<'POST /sandbox/facebook/messaging/chats/:pageId/:userId/pass-back'>> => {
      const { platform } = parseBody(facebookSandboxPassBackForm, request.body);
      const chat = knownChat(request.params, platform);
      const previous = chat.owner;
      if (previous.id === SANDBOX_APP.id) throw new HttpError(409, 'The thread is with the app already.');
      chat.owner = SANDBOX_APP;
      const id = `note-${now()}`;
      chat.entries.push({ id, from: 'note', timestamp: now(), text: `${previous.name} passed the thread back to ${SANDBOX_APP.name}.` });
      const recipient = chat.platform === 'instagram' ? (chat.page.instagram?.id ?? chat.page.id) : chat.page.id;
      const event = {
        sender: { id: chat.userId },
        recipient: { id: recipient },
        timestamp: now(),
        pass_thread_control: { previous_owner_app_id: previous.id, new_owner_app_id: SANDBOX_APP.id, metadata: `Passed back by ${previous.name}.` },
      };
      return { mid: id, delivered: delivery.enqueue(chat, event, 'messaging') };
    },
  );
}
