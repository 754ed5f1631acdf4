import type { FastifyInstance } from 'fastify';
import { conversationAccess } from '../conversationAnalysis/access';
import { conversationAnalysisMessages as m } from '../conversationAnalysis/messages';
import { CONVERSATION_API } from '../../services/contracts/conversations';
import type { AppDeps } from '../deps';
import { HttpError } from '../http/errors';
import { createInspectedFlowCache } from './flowCache';
import { conversationInspection, inspectionJson } from './store';

/**
 * GET /core/v1/conversation/:id/inspect: one conversation for the conversation inspector
 * (its version's flow, the engine's current state, the path taken). Members (ADMIN or USER)
 * of the conversation's company only, with its IP allowlist; the companyID header is optional
 * and must name that company when sent; any other conversation answers 404.
 */
export function conversationInspectRoutes(app: FastifyInstance, deps: AppDeps): void {
  const flows = createInspectedFlowCache();
  app.get<{ Params: { id: string } }>(`${CONVERSATION_API}/:id/inspect`, async (request, reply): Promise<string> => {
    await conversationAccess(deps, request, request.params.id);
    const inspection = await conversationInspection(deps.db, flows, request.params.id);
    if (!inspection) throw new HttpError(404, m.notFound);
    // Polled every 2 s while the conversation is open: never answered from a browser cache.
    reply.header('Cache-Control', 'no-store');
    reply.type('application/json; charset=utf-8');
    return inspectionJson(inspection);
  });
}
