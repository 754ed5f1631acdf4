import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../deps';
import { accountsRoute } from './accountsRoute';
import { dialogRoutes } from './dialogRoutes';
import { oauthCodes } from '../../oauthCodes';
import { receiversRoute } from './receiversRoute';
import { tokenRoute } from './tokenRoute';

/**
 * The sandbox's sign-in part: Facebook Login's dialog and code exchange (the codes live in
 * memory, one-time and short-lived), the person's pages and a page's secondary receivers.
 */
export function facebookSignInSandbox(app: FastifyInstance, deps: AppDeps): void {
  const codes = oauthCodes(() => deps.clock.now().getTime());
  dialogRoutes(app, deps, codes);
  tokenRoute(app, deps, codes);
  accountsRoute(app, deps);
  receiversRoute(app, deps);
}
