import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { loginRoutes } from './loginRoutes';
import { pageRoutes } from './pageRoutes';

/** Connecting Facebook pages and Instagram accounts from the console: the social login, the page list and a page channel's handover and reconnect. */
export function facebookPagesRoutes(app: FastifyInstance, deps: AppDeps): void {
  loginRoutes(app, deps);
  pageRoutes(app, deps);
}
