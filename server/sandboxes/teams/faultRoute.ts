import type { FastifyInstance, FastifyReply } from 'fastify';
import type { RestAnswer } from '../../../services/contracts/rest';
import { sandboxTeamsFaultForm } from '../../../services/contracts/rest/teamsSandbox';
import { operatorOnly } from '../../dev/operatorOnly';
import { HttpError } from '../../http/errors';
import { parseBody } from '../../http/validate';
import type { SandboxState } from './sandboxState';

/**
 * Faults on demand, for tests and demos: the next `times` calls of the token endpoint or of the
 * Bot Connector's activities answer with the status (429 with Retry-After seconds, 500, 401)
 * and/or only after `delayMs`, in the order they were asked for.
 */
export function faultRoute(app: FastifyInstance, state: SandboxState): void {
  app.post('/sandbox/teams/control/faults', operatorOnly, async (request): Promise<RestAnswer<'POST /sandbox/teams/control/faults'>> => {
    const fault = parseBody(sandboxTeamsFaultForm, request.body);
    if (!fault.status && !fault.delayMs) throw new HttpError(400, 'A fault needs a status or a delay.');
    const list = state.faults.get(fault.target) ?? [];
    list.push({ times: fault.times, retryAfter: fault.retryAfter, delayMs: fault.delayMs, ...(fault.status ? { status: fault.status } : {}) });
    state.faults.set(fault.target, list);
    return { target: fault.target, waiting: list.reduce((n, f) => n + f.times, 0) };
  });
}

const WORDS = { 401: 'Authorization has been denied for this request.', 429: 'Too many requests, retry later.', 500: 'An error has occurred.' } as const;

/** Waits out the next fault of `target` and sets its status; the body to answer with, or undefined when the call goes on. */
export async function faultAnswer(state: SandboxState, target: string, reply: FastifyReply): Promise<{ error: { code: string; message: string } } | undefined> {
  const fault = state.takeFault(target);
  if (fault?.delayMs) await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
  if (!fault?.status) return undefined;
  if (fault.status === 429) reply.header('retry-after', String(fault.retryAfter));
  reply.code(fault.status);
  return { error: { code: fault.status === 429 ? 'TooManyRequests' : fault.status === 401 ? 'Unauthorized' : 'ServiceError', message: WORDS[fault.status] } };
}
