import type { FastifyInstance } from 'fastify';
import type { RestAnswer } from '../../../services/contracts/rest';
import { pathParams } from '../../../services/contracts/rest/contract';
import { shopifyTokenRequest } from '../../../services/contracts/rest/shopifySandbox';
import type { AppDeps } from '../../deps';
import { parseBody, parseWith } from '../../http/validate';
import { sameText, sign } from '../../secrets';
import { SANDBOX_SHOPIFY_API_KEY, sandboxShopifySecret } from '../../shopify/shopifyApp';
import type { OAuthCodes } from '../oauthCodes';

/** The scopes the sandbox's app is granted: what the console asks for (spec 01 section 2.1). */
const GRANTED_SCOPES = 'write_orders,read_customers,read_products';

/** A shop's offline access token as the sandbox issues it: Shopify's shpat_ prefix, bound to the shop. */
export function sandboxShopToken(secretKey: string, shop: string): string {
  return `shpat_${sign(secretKey, 'shopify-sandbox:shop-token', shop)
    .replace(/[^a-zA-Z0-9]/g, '')
    .slice(0, 32)}`;
}

/**
 * POST /admin/oauth/access_token: the install page's code for the shop's offline access token
 * ({access_token, scope}). The app's key and secret must match and the code must have been
 * issued for this shop, once; anything else is an OAuth error as Shopify answers it.
 */
export function tokenRoute(app: FastifyInstance, deps: AppDeps, codes: OAuthCodes): void {
  app.post('/sandbox/shopify/:shop/admin/oauth/access_token', async (request, reply): Promise<RestAnswer<'POST /sandbox/shopify/:shop/admin/oauth/access_token'>> => {
    const { shop } = parseWith(pathParams('shop'), request.params);
    const body = parseBody(shopifyTokenRequest, request.body ?? {});
    if (body.client_id !== SANDBOX_SHOPIFY_API_KEY || !sameText(body.client_secret ?? '', sandboxShopifySecret(deps.config.secretKey))) {
      return reply.code(400).send({ error: 'invalid_client', error_description: 'Client authentication failed.' });
    }
    const granted = codes.redeem(body.code ?? '', body.client_id);
    if (granted !== shop) {
      return reply.code(400).send({ error: 'invalid_request', error_description: 'The authorization code was not found or was already used' });
    }
    return { access_token: sandboxShopToken(deps.config.secretKey, shop), scope: GRANTED_SCOPES };
  });
}
