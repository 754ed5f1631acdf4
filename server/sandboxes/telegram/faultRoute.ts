import type { FastifyInstance } from 'fastify';
import type { RestAnswer } from '../../../services/contracts/rest';
import { sandboxFaultForm } from '../../../services/contracts/rest/telegramSandbox';
import { operatorOnly } from '../../dev/operatorOnly';
import { HttpError } from '../../http/errors';
import { parseBody } from '../../http/validate';
import type { SandboxState } from './sandboxState';

/**
 * Faults on demand, for tests and demos: the next `times` calls of a Bot API method answer with
 * the status (429 with retry_after seconds, 500, 401) and/or only after `delayMs`. Faults of one
 * method are used in the order they were asked for.
 */
export function faultRoute(app: FastifyInstance, state: SandboxState): void {
  app.post('/sandbox/telegram/control/faults', operatorOnly, async (request): Promise<RestAnswer<'POST /sandbox/telegram/control/faults'>> => {
    const fault = parseBody(sandboxFaultForm, request.body);
    if (!fault.status && !fault.delayMs) throw new HttpError(400, 'A fault needs a status or a delay.');
    const method = fault.method.toLowerCase();
    const list = state.faults.get(method) ?? [];
    list.push({ times: fault.times, retryAfter: fault.retryAfter, delayMs: fault.delayMs, ...(fault.status ? { status: fault.status } : {}) });
    state.faults.set(method, list);
    return { method: fault.method, waiting: list.reduce((n, f) => n + f.times, 0) };
  });
}
