import type { FastifyInstance } from 'fastify';
import type { RestAnswer } from '../../../services/contracts/rest';
import type { AppDeps } from '../../deps';
import { operatorOnly } from '../../dev/operatorOnly';
import { botRoutes } from './botRoutes';
import { connectorRoutes } from './connectorRoutes';
import { faultRoute } from './faultRoute';
import { personRoutes } from './personRoutes';
import { phonePage } from './phonePage';
import { sandboxApps } from './sandboxApps';
import { sandboxKeys } from './sandboxKeys';
import { sandboxState } from './sandboxState';
import { signInRoutes } from './signInRoutes';

/**
 * A local stand-in for Teams and the Bot Framework (developer mode): the OpenID metadata and
 * signing keys, the sign-in service and the Bot Connector the Teams adapter calls, and a window
 * where the operator registers bots and plays the Teams user writing to them. Chats are in
 * memory; passwords are derived from the server's secret key, so they outlive a restart.
 */
export function teamsSandbox(app: FastifyInstance, deps: AppDeps): void {
  const keys = sandboxKeys();
  const apps = sandboxApps(deps.config.secretKey);
  const state = sandboxState();

  app.get('/sandbox/teams', operatorOnly, async (_request, reply): Promise<RestAnswer<'GET /sandbox/teams'>> => {
    reply.type('text/html; charset=utf-8');
    return phonePage(apps.list());
  });

  signInRoutes(app, deps, keys, apps, state);
  connectorRoutes(app, deps, keys, state);
  botRoutes(app, apps);
  personRoutes(app, deps, keys, apps, state);
  faultRoute(app, state);
}
