import type { FastifyInstance } from 'fastify';
import type { RestAnswer } from '../../services/contracts/rest';
import type { AppDeps } from '../deps';
import { companyAccess } from './companyScope';

/** GET /bot/api/conversation-tags?companyId=: the company's conversation tags by name (the side menu's Tag button). */
export function tagRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.get('/bot/api/conversation-tags', async (request): Promise<RestAnswer<'GET /bot/api/conversation-tags'>> => {
    const access = await companyAccess(deps, request);
    const rows = await deps.db.selectFrom('conversation_tags').select(['id', 'name']).where('company_id', '=', access.companyId).orderBy('name').orderBy('id').execute();
    return rows.map((row) => ({ id: row.id, name: row.name }));
  });
}
