import type { FastifyInstance } from 'fastify';
import { withRestContext } from '../ai/restAccess';
import { requireMember } from '../companies/access';
import type { AppDeps } from '../deps';
import type { RestAnswer } from '../../services/contracts/rest';
import { knowledgeBaseDocumentRoutes } from './knowledgeBaseDocumentRoutes';
import { knowledgeBasesOf } from './knowledgeBaseStore';

/** GET /bot/api/knowledgebase/:companyId (spec 03 section 7.2): the company's knowledge bases, oldest first. */
export function knowledgeBaseRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.get<{ Params: { companyId: string } }>('/bot/api/knowledgebase/:companyId', (request): Promise<RestAnswer<'GET /bot/api/knowledgebase/:companyId'>> =>
    withRestContext(deps, request, async (context) => {
      const access = await requireMember(context, request.params.companyId);
      return knowledgeBasesOf(deps.db, access.companyId);
    }),
  );
  knowledgeBaseDocumentRoutes(app, deps);
}
