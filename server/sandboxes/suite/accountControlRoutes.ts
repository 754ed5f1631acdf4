import type { FastifyInstance } from 'fastify';
import type { RestAnswer } from '../../../services/contracts/rest';
import { pathParams } from '../../../services/contracts/rest/contract';
import { suiteSandboxAccountForm, suiteSandboxCaptchaText, suiteSandboxFaultForm, suiteSandboxPoolForm } from '../../../services/contracts/rest/suiteSandbox';
import type { AppDeps } from '../../deps';
import { operatorOnly } from '../../dev/operatorOnly';
import { HttpError } from '../../http/errors';
import { parseBody, parseWith } from '../../http/validate';
import type { AccountState } from './accountState';
import { addAccount, addPool, captchaText, removePool } from './sandboxWorld';

/**
 * The operator's controls of the suite sandbox's sign-in part (tests and demos): faults on
 * demand (of any agent or of one), agents and pools added and pools taken away again, and, for
 * browser tests that cannot read a picture, the text of a live captcha.
 */
export function accountControlRoutes(app: FastifyInstance, deps: AppDeps, state: AccountState): void {
  app.post('/sandbox/suite/control/faults', operatorOnly, async (request): Promise<RestAnswer<'POST /sandbox/suite/control/faults'>> => {
    const fault = parseBody(suiteSandboxFaultForm, request.body);
    if (!fault.status && !fault.delayMs) throw new HttpError(400, 'A fault needs a status or a delay.');
    const list = state.faults.get(fault.call) ?? [];
    list.push({ times: fault.times, delayMs: fault.delayMs, ...(fault.status ? { status: fault.status } : {}), ...(fault.username ? { username: fault.username } : {}) });
    state.faults.set(fault.call, list);
    return { call: fault.call, waiting: list.reduce((n, f) => n + f.times, 0) };
  });

  app.post('/sandbox/suite/control/accounts', operatorOnly, async (request): Promise<RestAnswer<'POST /sandbox/suite/control/accounts'>> => {
    const agent = parseBody(suiteSandboxAccountForm, request.body);
    if (!addAccount(agent)) throw new HttpError(409, 'That username is taken.');
    return { username: agent.username, companyId: agent.companyId };
  });

  app.post('/sandbox/suite/control/pools', operatorOnly, async (request): Promise<RestAnswer<'POST /sandbox/suite/control/pools'>> => {
    const pool = parseBody(suiteSandboxPoolForm, request.body);
    if (!addPool(pool.username, { id: pool.id, name: pool.name })) throw new HttpError(404, 'No such sandbox account.');
    return pool;
  });

  app.delete('/sandbox/suite/control/pools/:username/:id', operatorOnly, async (request): Promise<RestAnswer<'DELETE /sandbox/suite/control/pools/:username/:id'>> => {
    const { username, id } = parseWith(pathParams('username', 'id'), request.params);
    if (!removePool(username, id)) throw new HttpError(404, 'That account has no such added pool.');
    return { username, id };
  });

  // What a person reads off the picture, for browser tests that cannot read it.
  app.get('/sandbox/suite/control/captchas/:key', operatorOnly, async (request): Promise<RestAnswer<'GET /sandbox/suite/control/captchas/:key'>> => {
    const { key } = parseWith(pathParams('key'), request.params);
    if (!state.isLiveKey(key)) throw new HttpError(404, 'No such captcha.');
    return suiteSandboxCaptchaText.parse({ text: captchaText(deps.config.secretKey, key) });
  });
}
