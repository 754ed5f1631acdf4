import type { FastifyReply, FastifyRequest } from 'fastify';
import { GRAPH_ERRORS } from './graphErrors';
import type { SandboxState } from './sandboxState';
import { validAccessToken } from './sandboxState';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());

/**
 * What runs before each Graph endpoint of the sandbox: a fault a test asked for (after its
 * delay), then the bearer token check (Graph's OAuthException 190 for anything the sandbox
 * did not issue).
 */
export function graphGuard(state: SandboxState, secretKey: string) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const fault = state.faults.find((f) => request.url.includes(f.path));
    if (fault) {
      fault.times -= 1;
      if (fault.times <= 0) state.faults.splice(state.faults.indexOf(fault), 1);
      if (fault.delayMs) await sleep(fault.delayMs);
      if (fault.status === undefined) return checkToken(request, reply, secretKey);
      if (fault.retryAfter !== undefined) reply.header('retry-after', String(fault.retryAfter));
      const body = fault.status === 401 ? GRAPH_ERRORS.token() : fault.status === 429 ? GRAPH_ERRORS.rateLimit() : GRAPH_ERRORS.service();
      if (fault.code !== undefined) body.error.code = fault.code;
      return reply.code(fault.status).send(body);
    }
    return checkToken(request, reply, secretKey);
  };
}

function checkToken(request: FastifyRequest, reply: FastifyReply, secretKey: string) {
  const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
  if (!token || !validAccessToken(secretKey, token)) return reply.code(401).send(GRAPH_ERRORS.token());
  return undefined;
}
