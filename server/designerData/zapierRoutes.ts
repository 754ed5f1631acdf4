import type { FastifyInstance } from 'fastify';
import type { RestAnswer } from '../../services/contracts/rest';
import type { AppDeps } from '../deps';
import { companyAccess, fromProvider, requestContext } from './companyScope';
import type { DesignerProviders } from './providers';

/** GET /bot/api/zapier?companyID=: the company's zaps (id, name). GET /bot/api/zapier/templates: the shared zap templates. */
export function zapierRoutes(app: FastifyInstance, deps: AppDeps, providers: DesignerProviders): void {
  app.get('/bot/api/zapier', async (request): Promise<RestAnswer<'GET /bot/api/zapier'>> => {
    const access = await companyAccess(deps, request);
    return fromProvider(request, () => providers.zapier.zaps(access.companyId));
  });

  // Templates belong to no company: any signed-in user may list them.
  app.get('/bot/api/zapier/templates', async (request): Promise<RestAnswer<'GET /bot/api/zapier/templates'>> => {
    await requestContext(deps, request);
    return fromProvider(request, () => providers.zapier.templates());
  });
}
