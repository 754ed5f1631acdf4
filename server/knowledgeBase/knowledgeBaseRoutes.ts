import type { FastifyInstance } from 'fastify';
import { withRestContext } from '../ai/restAccess';
import { requireMember } from '../companies/access';
import type { AppDeps } from '../deps';
import type { RestAnswer } from '../../services/contracts/rest';
import { knowledgeBaseDocumentMessages as messages, newKnowledgeBase } from '../../services/contracts/rest/knowledgeBaseDocuments';
import { requireDesignerAccess } from '../bots/botAccess';
import { HttpError } from '../http/errors';
import { parseBody } from '../http/validate';
import { knowledgeBaseDocumentRoutes } from './knowledgeBaseDocumentRoutes';
import { insertKnowledgeBase, knowledgeBaseLabelTaken, knowledgeBasesOf, knowledgeBaseView } from './knowledgeBaseStore';

/**
 * GET /bot/api/knowledgebase/:companyId (spec 03 section 7.2): the company's knowledge bases,
 * oldest first. POST on the same path (a designer of the company, not a viewer): a new, empty
 * knowledge base named `label`, unique in the company; answers 201 with it.
 */
export function knowledgeBaseRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.get<{ Params: { companyId: string } }>('/bot/api/knowledgebase/:companyId', (request): Promise<RestAnswer<'GET /bot/api/knowledgebase/:companyId'>> =>
    withRestContext(deps, request, async (context) => {
      const access = await requireMember(context, request.params.companyId);
      return knowledgeBasesOf(deps.db, access.companyId);
    }),
  );
  app.post<{ Params: { companyId: string } }>('/bot/api/knowledgebase/:companyId', (request, reply): Promise<RestAnswer<'POST /bot/api/knowledgebase/:companyId'>> =>
    withRestContext(deps, request, async (context) => {
      const { access, level } = await requireDesignerAccess(context, request.params.companyId);
      if (level === 'VIEWER') throw new HttpError(403, 'You are not authorized to do that action');
      const { label } = parseBody(newKnowledgeBase, request.body);
      if (await knowledgeBaseLabelTaken(deps.db, access.companyId, label)) throw new HttpError(409, messages.labelTaken);
      const id = await insertKnowledgeBase(deps.db, deps.clock.now(), { companyId: access.companyId, userId: access.userId, label, intents: [] });
      reply.code(201);
      return (await knowledgeBaseView(deps.db, id))!;
    }),
  );
  knowledgeBaseDocumentRoutes(app, deps);
}
