import type { FastifyReply } from 'fastify';

/**
 * Faults on demand for the AI sandboxes, for tests and demos: the next `times` calls of a
 * target answer with the status (429 with Retry-After, 500, 503) and/or only after `delayMs`.
 * Faults of one target are used in the order they were asked for.
 */
export type ProviderFault = { status?: number; times: number; retryAfter: number; delayMs: number };

export type ProviderFaults = {
  add(target: string, fault: ProviderFault): number;
  /** Waits for the next fault of the target and answers it; true when it answered (the route stops there). */
  apply(target: string, reply: FastifyReply, body: (status: number) => unknown): Promise<boolean>;
};

export function providerFaults(): ProviderFaults {
  const faults = new Map<string, ProviderFault[]>();
  return {
    add(target, fault) {
      const list = faults.get(target) ?? [];
      list.push({ ...fault });
      faults.set(target, list);
      return list.reduce((n, f) => n + f.times, 0);
    },
    async apply(target, reply, body) {
      const list = faults.get(target);
      const fault = list?.[0];
      if (!list || !fault) return false;
      fault.times -= 1;
      if (fault.times <= 0) list.shift();
      if (fault.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
      if (!fault.status) return false;
      if (fault.status === 429) reply.header('retry-after', String(fault.retryAfter));
      await reply.code(fault.status).send(body(fault.status));
      return true;
    },
  };
}
