import type { FastifyInstance } from 'fastify';
import type { RestAnswer } from '../../services/contracts/rest';
import { catalogQuery, productQuery } from '../../services/contracts/rest/designerDataRequests';
import { isUuid } from '../companies/access';
import type { AppDeps } from '../deps';
import { HttpError } from '../http/errors';
import { parseWith } from '../http/validate';
import { companyAccess, fromProvider } from './companyScope';
import { storedIntegration, type StoredIntegration } from './integrationStore';
import { designerDataMessages } from './messages';
import type { DesignerProviders } from './providers';

/** The integration type of a commerce manager (what the Commerce panel asks by-type for). */
export const COMMERCE_TYPE = 'Commerce';

/**
 * GET /bot/api/commerce/:integrationId/catalogs?fields=id,name and
 * GET /bot/api/commerce/:integrationId/catalog/:catalogId/products?fields=...: the catalogs of a
 * commerce manager integration of the company and their products, with its stored access token.
 */
export function commerceRoutes(app: FastifyInstance, deps: AppDeps, providers: DesignerProviders): void {
  async function commerceIntegration(companyId: string, integrationId: string): Promise<StoredIntegration> {
    const integration = isUuid(integrationId) ? await storedIntegration(deps.db, deps.config.secretKey, companyId, integrationId) : undefined;
    if (!integration) throw new HttpError(404, designerDataMessages.integrationNotFound);
    if (integration.type.toLowerCase() !== COMMERCE_TYPE.toLowerCase()) throw new HttpError(400, designerDataMessages.notCommerce);
    const businessId = integration.properties['businessId'];
    if (typeof businessId !== 'string' || businessId === '') throw new HttpError(409, designerDataMessages.credentialsMissing);
    return integration;
  }
  const accountOf = (integration: StoredIntegration) => ({ businessId: String(integration.properties['businessId']), accessToken: integration.secrets['accessToken'] });

  app.get<{ Params: { integrationId: string } }>(
    '/bot/api/commerce/:integrationId/catalogs',
    async (request): Promise<RestAnswer<'GET /bot/api/commerce/:integrationId/catalogs'>> => {
      const access = await companyAccess(deps, request);
      const { fields } = parseWith(catalogQuery, request.query);
      const integration = await commerceIntegration(access.companyId, request.params.integrationId);
      return fromProvider(request, () => providers.commerce.catalogs(accountOf(integration), fields));
    },
  );

  app.get<{ Params: { integrationId: string; catalogId: string } }>(
    '/bot/api/commerce/:integrationId/catalog/:catalogId/products',
    async (request): Promise<RestAnswer<'GET /bot/api/commerce/:integrationId/catalog/:catalogId/products'>> => {
      const access = await companyAccess(deps, request);
      const { fields } = parseWith(productQuery, request.query);
      const integration = await commerceIntegration(access.companyId, request.params.integrationId);
      return fromProvider(request, () => providers.commerce.products(accountOf(integration), request.params.catalogId, fields), designerDataMessages.catalogNotFound);
    },
  );
}
