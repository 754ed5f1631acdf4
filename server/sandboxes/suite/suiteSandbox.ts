import type { FastifyInstance } from 'fastify';
import type { RestAnswer } from '../../../services/contracts/rest';
import type { AppDeps } from '../../deps';
import { operatorOnly } from '../../dev/operatorOnly';
import { suiteCloudBase } from '../../channels/suiteBase';
import { accountControlRoutes } from './accountControlRoutes';
import { accountRoutes } from './accountRoutes';
import { accountsPage } from './accountsPage';
import { accountState } from './accountState';

/**
 * A local stand-in for the customer-service suite's sign-in (developer mode): the Captcha,
 * Login and Pools calls the console's suite form makes through the server, the operator's page
 * of the sandbox accounts and the operator's controls (faults on demand, agents and pools, and,
 * for browser tests only, the text of a captcha). Keys live in memory; agent tokens are derived
 * with the server's secret key.
 */
export function suiteSandbox(app: FastifyInstance, deps: AppDeps): void {
  const state = accountState(() => deps.clock.now().getTime());
  accountRoutes(app, deps, state);
  accountControlRoutes(app, deps, state);

  app.get('/sandbox/suite', operatorOnly, async (_request, reply): Promise<RestAnswer<'GET /sandbox/suite'>> => {
    reply.type('text/html; charset=utf-8');
    return accountsPage(suiteCloudBase(deps.config));
  });
}
