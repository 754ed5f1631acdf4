import type { FastifyInstance } from 'fastify';
import { INTEGRATION_PROFILE_API, type IntegrationOverview } from '../../services/contracts/integrationProfile';
import { requireMember } from '../companies/access';
import type { AppDeps } from '../deps';
import { asHttpError, companyIdOf, requestContext } from '../designerData/companyScope';
import { integrationsOfCompany } from './integrationProfileStore';

/**
 * A company's integrations overview (/integration-profile), the company named by the companyID
 * header or the companyId query parameter: members of the company read it; another company
 * answers 403.
 */
export function integrationProfileRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.get(INTEGRATION_PROFILE_API, async (request, reply): Promise<IntegrationOverview> => {
    const context = await requestContext(deps, request);
    const companyId = companyIdOf(request);
    const caller = await requireMember(context, companyId).catch((error: unknown) => {
      throw asHttpError(error);
    });
    reply.header('Cache-Control', 'no-store');
    return { integrations: await integrationsOfCompany(deps.db, caller.companyId) };
  });
}
