import { authorizeAnswer, installAnswer, installBody, signedQuery } from '../installs/shopify';
import type { RestContracts } from './contract';

/**
 * Connecting a Shopify store: where the merchant's browser goes to authorize the product's app
 * (anyone: it starts at /shopify/redirect, signed in or not), and the install itself (an ADMIN
 * of the company).
 */
export const shopifyRoutes = {
  'GET /core/v1/shopify/authorize': { query: signedQuery, answer: authorizeAnswer },
  'POST /core/v1/shopify/install': { body: installBody, answer: installAnswer },
} as const satisfies RestContracts;
