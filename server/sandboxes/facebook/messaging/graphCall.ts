import type { FastifyReply, FastifyRequest } from 'fastify';
import { graphError, GRAPH_ERRORS } from '../../whatsapp/graphErrors';
import { graphToken, pageOfToken, type SandboxPage } from '../sandboxWorld';
import { takeFault, type MessagingState } from './messagingState';

/**
 * What every Graph call of the messaging part does first, as Graph would: the faults a test asked
 * for (a delay, 429 with Retry-After, 500), then the token. A refusal is Graph's error envelope.
 */
export class GraphRefusal extends Error {
  constructor(
    readonly status: number,
    readonly body: ReturnType<typeof graphError>,
    readonly headers: Record<string, string> = {},
  ) {
    super(body.error.message);
  }
}

export const refuse = (code: number, message: string, type = 'OAuthException') => new GraphRefusal(400, graphError(code, message, type));

async function faultFor(state: MessagingState, call: string): Promise<void> {
  const fault = takeFault(state, call);
  if (fault?.delayMs) await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
  if (fault?.status === 429) throw new GraphRefusal(429, graphError(613, '(#613) Calls to this api have exceeded the rate limit.'), { 'retry-after': '1' });
  if (fault?.status === 500) throw new GraphRefusal(500, GRAPH_ERRORS.service());
}

/** The token of the call, as Graph reads it. */
export const tokenOf = (request: FastifyRequest) => graphToken(request.query, request.headers.authorization);

/** Runs a Graph call: faults, then `work`; a refusal answers Graph's envelope with its status. */
export async function graphCall(state: MessagingState, call: string, reply: FastifyReply, work: () => unknown): Promise<unknown> {
  try {
    await faultFor(state, call);
    return await work();
  } catch (error) {
    if (!(error instanceof GraphRefusal)) throw error;
    reply.code(error.status).headers(error.headers);
    return error.body;
  }
}

/** The page a page access token belongs to; Graph's 190 for any other token. */
export function pageOfCall(secretKey: string, request: FastifyRequest): SandboxPage {
  const page = pageOfToken(secretKey, tokenOf(request));
  if (!page) throw new GraphRefusal(400, GRAPH_ERRORS.token());
  return page;
}
