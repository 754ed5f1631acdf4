import { z } from 'zod';

/**
 * What the AI sandboxes (LUIS under /sandbox/luis, CLU under /sandbox/clu) share: the faults
 * tests and demos ask for, and the answer of their protocol routes (the provider's own JSON,
 * whose shapes the adapters read: server/providers/ai/luisProtocol.ts, cluProtocol.ts).
 */
export const aiSandboxFaultForm = z.object({
  status: z.union([z.literal(429), z.literal(500), z.literal(503)]).optional(),
  times: z.number().int().min(1).max(100).default(1),
  retryAfter: z.number().int().min(0).max(3600).default(1),
  delayMs: z.number().int().min(0).max(120_000).default(0),
});
export const aiSandboxFaultSet = z.object({ waiting: z.number() });

/** A provider protocol answer: the provider's JSON (an object, a list, an id string) or nothing. */
export const providerJson = z.unknown().describe("the provider's JSON answer");
