import type { FastifyInstance } from 'fastify';
import { installBody, SHOPIFY_AUTHORIZE_API, SHOPIFY_INSTALL_API, SHOPIFY_SCOPES, shopDomain, shopifyMessages as m, signedQuery } from '../../services/contracts/installs/shopify';
import type { RestAnswer } from '../../services/contracts/rest';
import { requireMember } from '../companies/access';
import type { AppDeps } from '../deps';
import { asHttpError, requestContext } from '../designerData/companyScope';
import { HttpError } from '../http/errors';
import { parseBody, parseWith } from '../http/validate';
import { connectedShop, connectShop, ShopTaken } from './connectedShops';
import { isInstallState, installState } from './installState';
import { shopAdminBase, shopifyApp } from './shopifyApp';
import { signedByShopify } from './shopifyHmac';
import { exchangeShopifyCode } from './shopifyOAuth';

/** Where Shopify sends the merchant back: the console's install page for Shopify. */
export const INSTALL_PAGE_PATH = '/install/shopify';

/** The shop a query names, or the words for why it names none. */
function shopOf(query: Record<string, string>): string {
  const shop = shopDomain.safeParse(query['shop']);
  if (!shop.success) throw new HttpError(400, shop.error.issues[0]?.message ?? m.shopInvalid);
  return shop.data;
}

/**
 * Connecting a Shopify store by Shopify's authorization code grant (docs/pages.md):
 * GET /core/v1/shopify/authorize?shop= answers the shop's authorize address for the product's
 * app, with the scopes, /install/shopify as the way back and a state signed for that shop (an
 * installation request Shopify signed must carry a valid HMAC). POST /core/v1/shopify/install,
 * by an ADMIN of the company, checks the redirect's HMAC and state, exchanges its code for the
 * shop's token and stores the integration (token sealed). Nothing is stored when a check fails.
 */
export function shopifyRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { config, clock } = deps;

  app.get(SHOPIFY_AUTHORIZE_API, async (request, reply): Promise<RestAnswer<'GET /core/v1/shopify/authorize'>> => {
    const query = parseWith(signedQuery, request.query ?? {});
    const shopify = shopifyApp(config);
    if (!shopify) throw new HttpError(400, m.notConfigured);
    const shop = shopOf(query);
    if (query['hmac'] !== undefined && !signedByShopify(shopify.apiSecret, query)) throw new HttpError(400, m.signatureRefused);
    const authorize = new URL(`${shopAdminBase(config, shop)}/admin/oauth/authorize`);
    authorize.search = new URLSearchParams({
      client_id: shopify.apiKey,
      scope: SHOPIFY_SCOPES.join(','),
      redirect_uri: `${config.publicUrl}${INSTALL_PAGE_PATH}`,
      state: installState(config.secretKey, shop, clock.now()),
    }).toString();
    reply.header('cache-control', 'no-store');
    return { url: authorize.toString() };
  });

  app.post(SHOPIFY_INSTALL_API, async (request, reply): Promise<RestAnswer<'POST /core/v1/shopify/install'>> => {
    const context = await requestContext(deps, request);
    const { companyId, name, callback } = parseBody(installBody, request.body);
    const access = await requireMember(context, companyId, 'admin').catch((error: unknown) => {
      throw asHttpError(error);
    });
    const shopify = shopifyApp(config);
    if (!shopify) throw new HttpError(400, m.notConfigured);
    const shop = shopOf(callback);
    if (!signedByShopify(shopify.apiSecret, callback)) throw new HttpError(400, m.signatureRefused);
    if (!isInstallState(config.secretKey, callback['state'] ?? '', shop, clock.now())) throw new HttpError(400, m.stateRefused);
    const code = callback['code'];
    if (!code) throw new HttpError(400, m.codeRefused);
    // Checked before the code is spent; connectShop checks again where two installs race.
    const elsewhere = await connectedShop(deps.db, shop);
    if (elsewhere && elsewhere.company_id !== access.companyId) throw new HttpError(409, m.otherCompany);

    const exchange = await exchangeShopifyCode(shopAdminBase(config, shop), shopify, code);
    if (!exchange.ok) {
      request.log.warn({ shop, reason: exchange.reason }, 'shopify code exchange failed');
      throw new HttpError(exchange.retry ? 502 : 400, exchange.retry ? m.unreachable : m.codeRefused);
    }
    try {
      const connected = await connectShop(deps.db, clock.now(), config.secretKey, {
        companyId: access.companyId,
        userId: access.userId,
        name,
        shop,
        scope: exchange.scope,
        accessToken: exchange.accessToken,
      });
      reply.header('cache-control', 'no-store');
      return { ...connected, name, shop };
    } catch (error) {
      if (error instanceof ShopTaken) throw new HttpError(409, m.otherCompany);
      throw error;
    }
  });
}
