import type { FastifyInstance } from 'fastify';
import type { RestAnswer } from '../../../../services/contracts/rest';
import { facebookSandboxChatParams, facebookSandboxChatQuery, facebookSandboxFaultForm } from '../../../../services/contracts/rest/facebookMessagingSandbox';
import { operatorOnly } from '../../../dev/operatorOnly';
import { HttpError } from '../../../http/errors';
import { parseBody, parseWith } from '../../../http/validate';
import { pageById, SANDBOX_PEOPLE } from '../sandboxWorld';
import { chatKey, delivering, objectOf, SANDBOX_APP, type MessagingState } from './messagingState';

/**
 * What the phone page reads, and the faults tests and demos ask for: the pages subscribed to the
 * app, one chat (both sides, who owns the thread, where its webhooks go), and faults: the next
 * `times` calls of a Graph call answer 429 (with Retry-After) or 500 and/or only after `delayMs`.
 */
export function chatRoutes(app: FastifyInstance, state: MessagingState): void {
  app.get('/sandbox/facebook/messaging/pages', operatorOnly, async (): Promise<RestAnswer<'GET /sandbox/facebook/messaging/pages'>> => {
    const pages = SANDBOX_PEOPLE.flatMap((person) => person.pages).filter((page) => state.subscribedPages.has(page.id));
    const business = (page: (typeof pages)[number]) => (page.instagram?.business ? page.instagram : null);
    return { pages: pages.map((page) => ({ id: page.id, name: page.name, instagram: business(page)?.id ?? null, instagramUsername: business(page)?.username ?? null })) };
  });

  app.get('/sandbox/facebook/messaging/chats/:pageId/:userId', operatorOnly, async (request): Promise<RestAnswer<'GET /sandbox/facebook/messaging/chats/:pageId/:userId'>> => {
    const { pageId, userId } = parseWith(facebookSandboxChatParams, request.params);
    const { platform } = parseWith(facebookSandboxChatQuery, request.query ?? {});
    const page = pageById(pageId);
    const chat = state.chats.get(chatKey(platform, pageId, userId));
    const owner = chat?.owner ?? SANDBOX_APP;
    return {
      page: page ? { id: page.id, name: page.name, instagram: page.instagram?.business ? page.instagram.id : null } : null,
      platform,
      delivering: page ? delivering(state, page, platform) : false,
      webhookUrl: state.appSubscriptions.get(objectOf(platform))?.callbackUrl ?? '',
      owner: { id: owner.id, name: owner.name, isApp: owner.id === SANDBOX_APP.id },
      failedDeliveries: state.failedDeliveries,
      entries: chat?.entries.map((entry) => ({ ...entry })) ?? [],
    };
  });

  app.post('/sandbox/facebook/messaging/faults', operatorOnly, async (request): Promise<RestAnswer<'POST /sandbox/facebook/messaging/faults'>> => {
    const fault = parseBody(facebookSandboxFaultForm, request.body);
    if (!fault.status && !fault.delayMs) throw new HttpError(400, 'A fault needs a status or a delay.');
    const list = state.faults.get(fault.call) ?? [];
    list.push({ times: fault.times, delayMs: fault.delayMs, ...(fault.status ? { status: fault.status } : {}) });
    state.faults.set(fault.call, list);
    return { call: fault.call, waiting: list.reduce((n, f) => n + f.times, 0) };
  });
}
