import { z } from 'zod';
import { htmlPage, pathParams, redirectAnswer, type RestContracts } from './contract';

/**
 * The Shopify sandbox (developer mode), as a shop's admin answers an app's authorization code
 * grant: the install page the merchant approves the app's scopes on (it redirects back with a
 * code, the shop, the state, a timestamp, the host and Shopify's HMAC of that query), and the
 * code's exchange for the shop's offline access token.
 */

const text = (max: number) => z.string().max(max);

export const shopifyAuthorizeQuery = z.object({
  client_id: text(100).optional(),
  scope: text(500).optional(),
  redirect_uri: text(2000).optional(),
  state: text(2000).optional(),
});

/** Shopify takes the exchange as JSON or as a form. */
export const shopifyTokenRequest = z.object({ client_id: text(100).optional(), client_secret: text(200).optional(), code: text(200).optional() });

export const shopifyAccessToken = z.object({ access_token: z.string(), scope: z.string() });

/** An OAuth error as Shopify answers one. */
export const shopifyOAuthError = z.object({ error: z.string(), error_description: z.string() });

const shop = pathParams('shop');

export const shopifySandboxRoutes = {
  'GET /sandbox/shopify/:shop/admin/oauth/authorize': { params: shop, query: shopifyAuthorizeQuery, answer: htmlPage },
  /** The install page's Install app button: its own query back. */
  'GET /sandbox/shopify/:shop/admin/oauth/install': { params: shop, query: shopifyAuthorizeQuery, answer: redirectAnswer },
  'POST /sandbox/shopify/:shop/admin/oauth/access_token': { params: shop, body: shopifyTokenRequest, answer: shopifyAccessToken },
} as const satisfies RestContracts;
