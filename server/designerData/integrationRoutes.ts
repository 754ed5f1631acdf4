import type { FastifyInstance } from 'fastify';
import type { Department } from '../../services/contracts/designerResources';
import type { RestAnswer } from '../../services/contracts/rest';
import { departmentsBody, integrationsByTypeQuery } from '../../services/contracts/rest/designerDataRequests';
import { isUuid } from '../companies/access';
import type { AppDeps } from '../deps';
import { HttpError } from '../http/errors';
import { parseBody, parseWith } from '../http/validate';
import { isGenesysRegion } from '../providers/contactCenter/provider';
import { companyAccess, fromProvider } from './companyScope';
import { integrationViews, storedIntegration } from './integrationStore';
import { designerDataMessages } from './messages';
import type { DesignerProviders } from './providers';

export const CONTACT_CENTER_TYPES = ['GENESYS', 'GENERIC'];

/** A GENERIC contact center has no API to ask: its departments are the ones entered on the integration. */
function enteredDepartments(properties: Record<string, unknown>): Department[] {
  const list = Array.isArray(properties['departments']) ? properties['departments'] : [];
  return list.flatMap((entry: unknown) => {
    const { id, name } = (typeof entry === 'object' && entry !== null ? entry : {}) as { id?: unknown; name?: unknown };
    return typeof id === 'string' && typeof name === 'string' ? [{ id, name }] : [];
  });
}

/**
 * GET /bot/api/integrations/retrieve and /by-type?type=: the company's integrations without
 * secrets. POST /bot/api/genesys/departments {integrationId}: the departments of a contact
 * center: GENESYS ones fetched with the integration's stored client id, secret and region,
 * GENERIC ones as entered on the integration. The browser
 * sends only the integration's id: credentials never travel to it or from it.
 */
export function integrationRoutes(app: FastifyInstance, deps: AppDeps, providers: DesignerProviders): void {
  app.get('/bot/api/integrations/retrieve', async (request): Promise<RestAnswer<'GET /bot/api/integrations/retrieve'>> => {
    const access = await companyAccess(deps, request);
    return integrationViews(deps.db, access.companyId);
  });

  app.get('/bot/api/integrations/by-type', async (request): Promise<RestAnswer<'GET /bot/api/integrations/by-type'>> => {
    const access = await companyAccess(deps, request);
    const { type } = parseWith(integrationsByTypeQuery, request.query);
    return integrationViews(deps.db, access.companyId, type);
  });

  app.post('/bot/api/genesys/departments', async (request): Promise<RestAnswer<'POST /bot/api/genesys/departments'>> => {
    const access = await companyAccess(deps, request);
    const { integrationId } = parseBody(departmentsBody, request.body);
    // Another company's integration looks the same as a missing one.
    const integration = isUuid(integrationId) ? await storedIntegration(deps.db, deps.config.secretKey, access.companyId, integrationId) : undefined;
    if (!integration) throw new HttpError(404, designerDataMessages.integrationNotFound);
    const type = integration.type.toUpperCase();
    if (!CONTACT_CENTER_TYPES.includes(type)) throw new HttpError(400, designerDataMessages.notContactCenter);
    if (type === 'GENERIC') return enteredDepartments(integration.properties);
    const { clientId, clientSecret } = integration.secrets;
    const region = integration.properties['region'];
    if (!clientId || !clientSecret || !isGenesysRegion(region)) throw new HttpError(409, designerDataMessages.credentialsMissing);
    return fromProvider(request, () => providers.contactCenter.departments({ clientId, clientSecret, region }));
  });
}
