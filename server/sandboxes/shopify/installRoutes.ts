import type { FastifyInstance } from 'fastify';
import type { RestAnswer } from '../../../services/contracts/rest';
import { pathParams } from '../../../services/contracts/rest/contract';
import { shopifyAuthorizeQuery } from '../../../services/contracts/rest/shopifySandbox';
import { SHOP_DOMAIN } from '../../../services/contracts/installs/shopify';
import type { AppDeps } from '../../deps';
import { operatorOnly } from '../../dev/operatorOnly';
import { parseWith } from '../../http/validate';
import { SANDBOX_SHOPIFY_API_KEY, SANDBOX_SHOPIFY_APP_NAME, sandboxShopifySecret } from '../../shopify/shopifyApp';
import { queryHmac } from '../../shopify/shopifyHmac';
import { consoleRedirect } from '../consoleRedirect';
import type { OAuthCodes } from '../oauthCodes';
import { installErrorPage, installPage } from './installPage';

const shopParams = pathParams('shop');

/** The admin's host as Shopify names it in redirects: admin.shopify.com/store/{name}, base64url. */
const hostOf = (shop: string) => Buffer.from(`admin.shopify.com/store/${shop.replace(/\.myshopify\.com$/, '')}`).toString('base64url');

/**
 * GET /admin/oauth/authorize (a shop's install page for an app): the scopes the app asks for and
 * an Install app button; an unknown shop, app or redirect address gets Shopify's OAuth error page.
 * Install redirects to redirect_uri with a one-time code, the host, the shop, the state and a
 * timestamp, signed with the app's secret as Shopify signs them (the hmac parameter).
 */
export function installRoutes(app: FastifyInstance, deps: AppDeps, codes: OAuthCodes): void {
  const refusal = (shop: string, clientId: string | undefined, redirectUri: string | undefined) => {
    if (!SHOP_DOMAIN.test(shop)) return 'There is no store at this address.';
    if (clientId !== SANDBOX_SHOPIFY_API_KEY) return 'Oauth error application_cannot_be_found: The application cannot be found.';
    if (!consoleRedirect(deps.config.publicUrl, redirectUri)) return 'Oauth error invalid_request: The redirect_uri is not whitelisted';
    return null;
  };

  app.get('/sandbox/shopify/:shop/admin/oauth/authorize', operatorOnly, async (request, reply): Promise<RestAnswer<'GET /sandbox/shopify/:shop/admin/oauth/authorize'>> => {
    const { shop } = parseWith(shopParams, request.params);
    const query = parseWith(shopifyAuthorizeQuery, request.query ?? {});
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    const refused = refusal(shop, query.client_id, query.redirect_uri);
    if (refused) return reply.code(400).send(installErrorPage(refused));
    return installPage(
      { shop, clientId: query.client_id ?? '', scope: query.scope ?? '', redirectUri: query.redirect_uri ?? '', state: query.state ?? '' },
      SANDBOX_SHOPIFY_APP_NAME,
    );
  });

  app.get('/sandbox/shopify/:shop/admin/oauth/install', operatorOnly, async (request, reply) => {
    const { shop } = parseWith(shopParams, request.params);
    const query = parseWith(shopifyAuthorizeQuery, request.query ?? {});
    const refused = refusal(shop, query.client_id, query.redirect_uri);
    const redirect = consoleRedirect(deps.config.publicUrl, query.redirect_uri);
    if (refused || !redirect)
      return reply
        .code(400)
        .type('text/html; charset=utf-8')
        .send(installErrorPage(refused ?? 'Invalid redirect.'));
    const code = codes.issue({ subject: shop, clientId: SANDBOX_SHOPIFY_API_KEY, redirectUri: redirect.toString() });
    const signed: Record<string, string> = {
      code,
      host: hostOf(shop),
      shop,
      ...(query.state ? { state: query.state } : {}),
      timestamp: String(Math.floor(deps.clock.now().getTime() / 1000)),
    };
    const back = new URL(redirect);
    for (const [name, value] of Object.entries({ ...signed, hmac: queryHmac(sandboxShopifySecret(deps.config.secretKey), signed) })) back.searchParams.set(name, value);
    return reply.redirect(back.toString());
  });
}
