import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { RestAnswer } from '../../../../services/contracts/rest';
import { facebookSandboxChatParams, facebookSandboxTapForm, facebookSandboxWriteForm, type FacebookPlatform } from '../../../../services/contracts/rest/facebookMessagingSandbox';
import type { AppDeps } from '../../../deps';
import { operatorOnly } from '../../../dev/operatorOnly';
import { HttpError } from '../../../http/errors';
import { parseBody, parseWith } from '../../../http/validate';
import { pageById, type SandboxPage } from '../sandboxWorld';
import { chatKey, chatOf, SANDBOX_APP, type MessagingState, type SandboxChat } from './messagingState';
import type { WebhookDelivery } from './webhookDelivery';

/**
 * What the people on the phone page do: a Messenger or Instagram user writes to a page or taps a
 * quick reply of its last message, each a message webhook with a new mid: to the app while it
 * owns the thread, as standby while a receiver has it (receiverRoutes.ts).
 */
export const PERSON_ID = /^[0-9]{10,20}$/;

/** The chat of a person who wrote to the page before; 404 otherwise. */
export function chatOfPerson(state: MessagingState, person: { page: SandboxPage; userId: string }, platform: FacebookPlatform): SandboxChat {
  const chat = state.chats.get(chatKey(platform, person.page.id, person.userId));
  if (!chat) throw new HttpError(404, 'This person has not written to the page yet.');
  return chat;
}

export function personRoutes(app: FastifyInstance, deps: AppDeps, state: MessagingState, delivery: WebhookDelivery): void {
  const now = () => deps.clock.now().getTime();
  const newMid = () => `m_${randomBytes(18).toString('base64url')}`;

  function pageFor(params: unknown, platform: FacebookPlatform): { page: SandboxPage; userId: string } {
    const { pageId, userId } = parseWith(facebookSandboxChatParams, params);
    const page = pageById(pageId);
    if (!page) throw new HttpError(404, 'No page with this id in the sandbox.');
    if (!PERSON_ID.test(userId)) throw new HttpError(400, 'userId must be 10 to 20 digits (a page-scoped id).');
    if (platform === 'instagram' && !page.instagram?.business) throw new HttpError(400, 'This page has no Instagram business account to write to.');
    return { page, userId };
  }

  const knownChat = (params: unknown, platform: FacebookPlatform) => chatOfPerson(state, pageFor(params, platform), platform);

  /** The person's message: shown in the chat and posted to the app (as standby while another app has the thread). */
  function personSays(chat: SandboxChat, text: string, quickReply?: string) {
    const mid = newMid();
    chat.entries.push({ id: mid, from: 'person', timestamp: now(), text });
    const recipient = chat.platform === 'instagram' ? (chat.page.instagram?.id ?? chat.page.id) : chat.page.id;
    const event = {
      sender: { id: chat.userId },
      recipient: { id: recipient },
      timestamp: now(),
      message: { mid, text, ...(quickReply !== undefined ? { quick_reply: { payload: quickReply } } : {}) },
    };
    return { mid, delivered: delivery.enqueue(chat, event, chat.owner.id === SANDBOX_APP.id ? 'messaging' : 'standby') };
  }

  app.post(
    '/sandbox/facebook/messaging/chats/:pageId/:userId/messages',
    operatorOnly,
    async (request): Promise<RestAnswer<'POST /sandbox/facebook/messaging/chats/:pageId/:userId/messages'>> => {
      const { platform, text, name } = parseBody(facebookSandboxWriteForm, request.body);
      const { page, userId } = pageFor(request.params, platform);
      return personSays(chatOf(state, page, platform, userId, name), text);
    },
  );

  app.post(
    '/sandbox/facebook/messaging/chats/:pageId/:userId/quick-replies',
    operatorOnly,
    async (request): Promise<RestAnswer<'POST /sandbox/facebook/messaging/chats/:pageId/:userId/quick-replies'>> => {
      const { platform, payload } = parseBody(facebookSandboxTapForm, request.body);
      const chat = knownChat(request.params, platform);
      const last = chat.entries.filter((entry) => entry.from === 'bot').at(-1);
      const offered = last?.quickReplies?.find((reply) => reply.payload === payload);
      if (!offered) throw new HttpError(400, "The page's last message has no quick reply with this payload.");
      return personSays(chat, offered.title, offered.payload);
    },
  );
}
