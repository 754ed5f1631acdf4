import type { FastifyInstance } from 'fastify';
import { CONVERSATION_API, closeAllBody, type CloseAllAnswer, type ConversationActionAnswer, type ConversationMessage } from '../../services/contracts/conversations';
import type { AppDeps } from '../deps';
import { parseBody } from '../http/validate';
import { conversationAccess, headerCompanyAccess } from './access';
import { visibleMessages } from './mediaRetention';
import { conversationAnalysisMessages as m } from './messages';
import { endConversations } from '../handover/endConversations';
import { handOverFromConsole } from '../handover/consoleHandover';
import { conversationMessages } from './store';

type IdParams = { Params: { id: string } };

/**
 * The Conversations screen's REST calls (spec 01 section 7): close, hand over, close all the
 * page's conversations, and read one conversation's messages. Every call checks the caller
 * against the conversation's company.
 */
export function conversationAnalysisRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.put<IdParams>(`${CONVERSATION_API}/:id/close`, async (request): Promise<ConversationActionAnswer> => {
    const access = await conversationAccess(deps, request, request.params.id);
    const closed = await endConversations(deps.db, access.companyId, [request.params.id], deps.clock.now());
    return closed.length === 1 ? { success: true } : { success: false, message: m.alreadyClosed };
  });

  app.put<IdParams>(`${CONVERSATION_API}/:id/handover`, async (request): Promise<ConversationActionAnswer> => {
    const access = await conversationAccess(deps, request, request.params.id);
    const result = await handOverFromConsole(deps.db, access.companyId, request.params.id, deps.clock.now());
    if (result === 'handedOver') return { success: true };
    return { success: false, message: result === 'closed' ? m.closedNoHandover : m.alreadyHandedOver };
  });

  app.post(`${CONVERSATION_API}/close-all`, async (request): Promise<CloseAllAnswer> => {
    const access = await headerCompanyAccess(deps, request);
    const { ids } = parseBody(closeAllBody, request.body);
    const closed = await endConversations(deps.db, access.companyId, [...new Set(ids)], deps.clock.now());
    return { success: true, closed: closed.length };
  });

  app.get<{ Params: { conversationId: string } }>(`${CONVERSATION_API}/messages/:conversationId`, async (request, reply): Promise<ConversationMessage[]> => {
    await conversationAccess(deps, request, request.params.conversationId);
    // Polled every 3.5 s: never answered from a cache.
    reply.header('Cache-Control', 'no-store');
    return visibleMessages(await conversationMessages(deps.db, request.params.conversationId), deps.config.cluster, deps.clock.now());
  });
}
