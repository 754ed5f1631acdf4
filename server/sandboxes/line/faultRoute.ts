import type { FastifyInstance } from 'fastify';
import type { RestAnswer } from '../../../services/contracts/rest';
import { lineSandboxFaultForm } from '../../../services/contracts/rest/lineSandbox';
import { operatorOnly } from '../../dev/operatorOnly';
import { HttpError } from '../../http/errors';
import { parseBody } from '../../http/validate';
import type { SandboxState } from './sandboxState';

/**
 * Faults on demand, for tests and demos: the next `times` calls of a Messaging API call (info,
 * endpoint, reply, push) answer with the status (401, 429, 500, in LINE's words) and/or only
 * after `delayMs`. Faults of one call are used in the order they were asked for.
 */
export function faultRoute(app: FastifyInstance, state: SandboxState): void {
  app.post('/sandbox/line/control/faults', operatorOnly, async (request): Promise<RestAnswer<'POST /sandbox/line/control/faults'>> => {
    const fault = parseBody(lineSandboxFaultForm, request.body);
    if (!fault.status && !fault.delayMs) throw new HttpError(400, 'A fault needs a status or a delay.');
    const list = state.faults.get(fault.call) ?? [];
    list.push({ times: fault.times, delayMs: fault.delayMs, ...(fault.status ? { status: fault.status } : {}) });
    state.faults.set(fault.call, list);
    return { call: fault.call, waiting: list.reduce((n, f) => n + f.times, 0) };
  });
}
