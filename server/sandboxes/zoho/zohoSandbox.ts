import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { oauthCodes } from '../oauthCodes';
import { authRoutes } from './authRoutes';
import { tokenRoute } from './tokenRoute';

/**
 * A local stand-in for Zoho's accounts server (developer mode), as far as a web server app's
 * authorization code flow goes: the API console page with the sandbox's client, the consent
 * page and its redirect back, and the token endpoint (codes in memory, one-time and
 * short-lived). SalesIQ's own API (webhooks, conversations) is not part of it.
 */
export function zohoSandbox(app: FastifyInstance, deps: AppDeps): void {
  const codes = oauthCodes(() => deps.clock.now().getTime());
  authRoutes(app, deps, codes);
  tokenRoute(app, deps, codes);
}
