import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { isUuid } from '../companies/access';
import type { AppDeps } from '../deps';
import { HttpError } from '../http/errors';
import { parseWith } from '../http/validate';
import { CATALOG_FIELDS, PRODUCT_FIELDS } from '../providers/commerce/provider';
import { companyAccess, fromProvider } from './companyScope';
import { storedIntegration, type StoredIntegration } from './integrationStore';
import { designerDataMessages } from './messages';
import type { DesignerProviders } from './providers';

/** The integration type of a commerce manager (what the Commerce panel asks by-type for). */
export const COMMERCE_TYPE = 'Commerce';

/** `fields=a,b` limited to the allowed names; all of them when absent. */
function fieldsQuery<const F extends string>(allowed: readonly F[]) {
  return z.object({
    fields: z
      .string()
      .optional()
      .transform((value) => (value === undefined || value.trim() === '' ? [...allowed] : value.split(',').map((f) => f.trim()).filter((f) => f !== '')))
      .refine((fields): fields is F[] => fields.every((f) => (allowed as readonly string[]).includes(f)), `fields may only name ${allowed.join(', ')}.`),
  });
}
const catalogQuery = fieldsQuery(CATALOG_FIELDS);
const productQuery = fieldsQuery(PRODUCT_FIELDS);

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

  app.get<{ Params: { integrationId: string } }>('/bot/api/commerce/:integrationId/catalogs', async (request) => {
    const access = await companyAccess(deps, request);
    const { fields } = parseWith(catalogQuery, request.query);
    const integration = await commerceIntegration(access.companyId, request.params.integrationId);
    return fromProvider(request, () => providers.commerce.catalogs(accountOf(integration), fields));
  });

  app.get<{ Params: { integrationId: string; catalogId: string } }>('/bot/api/commerce/:integrationId/catalog/:catalogId/products', async (request) => {
    const access = await companyAccess(deps, request);
    const { fields } = parseWith(productQuery, request.query);
    const integration = await commerceIntegration(access.companyId, request.params.integrationId);
    return fromProvider(request, () => providers.commerce.products(accountOf(integration), request.params.catalogId, fields), designerDataMessages.catalogNotFound);
  });
}
