import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { oauthCodes } from '../oauthCodes';
import { installRoutes } from './installRoutes';
import { tokenRoute } from './tokenRoute';

/**
 * A local stand-in for Shopify stores (developer mode): any *.myshopify.com shop's admin, as
 * far as installing an app goes: the install page, its signed redirect back and the code
 * exchange (codes in memory, one-time and short-lived). Tokens are signed with the server's
 * secret key, so they outlive a restart.
 */
export function shopifySandbox(app: FastifyInstance, deps: AppDeps): void {
  const codes = oauthCodes(() => deps.clock.now().getTime());
  installRoutes(app, deps, codes);
  tokenRoute(app, deps, codes);
}
