import type { FastifyInstance } from 'fastify';
import type { RestAnswer } from '../../../services/contracts/rest';
import { suiteSandboxCaptchaText, suiteSandboxFaultForm, suiteSandboxPoolForm } from '../../../services/contracts/rest/suiteSandbox';
import type { AppDeps } from '../../deps';
import { operatorOnly } from '../../dev/operatorOnly';
import { HttpError } from '../../http/errors';
import { parseBody, parseWith } from '../../http/validate';
import { suiteCloudBase } from '../../channels/suiteBase';
import { pathParams } from '../../../services/contracts/rest/contract';
import { accountRoutes } from './accountRoutes';
import { accountsPage } from './accountsPage';
import { accountState } from './accountState';
import { addPool, captchaText } from './sandboxWorld';

/**
 * A local stand-in for the customer-service suite's sign-in (developer mode): the Captcha,
 * Login and Pools calls the console's suite form makes through the server, the operator's page
 * of the sandbox accounts, faults on demand, and, for browser tests only, the text of a
 * captcha. Keys live in memory; agent tokens are derived with the server's secret key.
 */
export function suiteSandbox(app: FastifyInstance, deps: AppDeps): void {
  const state = accountState(() => deps.clock.now().getTime());
  accountRoutes(app, deps, state);

  app.get('/sandbox/suite', operatorOnly, async (_request, reply): Promise<RestAnswer<'GET /sandbox/suite'>> => {
    reply.type('text/html; charset=utf-8');
    return accountsPage(suiteCloudBase(deps.config));
  });

  app.post('/sandbox/suite/control/faults', operatorOnly, async (request): Promise<RestAnswer<'POST /sandbox/suite/control/faults'>> => {
    const fault = parseBody(suiteSandboxFaultForm, request.body);
    if (!fault.status && !fault.delayMs) throw new HttpError(400, 'A fault needs a status or a delay.');
    const list = state.faults.get(fault.call) ?? [];
    list.push({ times: fault.times, delayMs: fault.delayMs, ...(fault.status ? { status: fault.status } : {}) });
    state.faults.set(fault.call, list);
    return { call: fault.call, waiting: list.reduce((n, f) => n + f.times, 0) };
  });

  app.post('/sandbox/suite/control/pools', operatorOnly, async (request): Promise<RestAnswer<'POST /sandbox/suite/control/pools'>> => {
    const pool = parseBody(suiteSandboxPoolForm, request.body);
    if (!addPool(pool.username, { id: pool.id, name: pool.name })) throw new HttpError(404, 'No such sandbox account.');
    return pool;
  });

  // What a person reads off the picture, for browser tests that cannot read it.
  app.get('/sandbox/suite/control/captchas/:key', operatorOnly, async (request): Promise<RestAnswer<'GET /sandbox/suite/control/captchas/:key'>> => {
    const { key } = parseWith(pathParams('key'), request.params);
    if (!state.isLiveKey(key)) throw new HttpError(404, 'No such captcha.');
    return suiteSandboxCaptchaText.parse({ text: captchaText(deps.config.secretKey, key) });
  });
}
