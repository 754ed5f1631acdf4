import type { FastifyReply } from 'fastify';

/**
 * Faults on demand for an AI sandbox (tests and demos): the next `times` protocol calls answer
 * with `status` (429 with a Retry-After of `retryAfter` seconds, 500, 503) and/or only after
 * `delayMs`. Faults are used in the order they were asked for.
 */
export type SandboxFault = { status?: 429 | 500 | 503; times: number; retryAfter: number; delayMs: number };

export type FaultQueue = {
  add(fault: SandboxFault): number;
  /** Takes the next fault, if any: waits its delay, and when it has a status answers it (true: answered). */
  apply(reply: FastifyReply, errorBody: (status: number) => unknown): Promise<boolean>;
};

export function faultQueue(): FaultQueue {
  const faults: SandboxFault[] = [];
  return {
    add(fault) {
      faults.push({ ...fault });
      return faults.reduce((sum, f) => sum + f.times, 0);
    },
    async apply(reply, errorBody) {
      const fault = faults[0];
      if (!fault) return false;
      fault.times -= 1;
      if (fault.times <= 0) faults.shift();
      if (fault.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
      if (!fault.status) return false;
      if (fault.status === 429) reply.header('retry-after', String(fault.retryAfter));
      await reply.code(fault.status).send(errorBody(fault.status));
      return true;
    },
  };
}
