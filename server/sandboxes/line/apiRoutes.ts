import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { LineError } from '../../../services/contracts/channels/lineWebhook';
import type { AppDeps } from '../../deps';
import { channelOfAuthorization } from './credentials';
import { takeFault, type ChannelState, type SandboxState } from './sandboxState';
import { sendCall } from './sendCalls';

/**
 * The Messaging API calls the LINE adapter makes, under /sandbox/line: GET /v2/bot/info, PUT
 * /v2/bot/channel/webhook/endpoint, POST /v2/bot/message/reply and /push, each with the channel
 * access token as a Bearer credential. Errors are LINE's JSON {message, details?}; every answer
 * carries an X-Line-Request-Id. A token this sandbox did not issue is 401.
 */
export class LineApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details?: LineError['details'],
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

const FAULT_WORDS = {
  401: 'Authentication failed. Confirm that the access token in the authorization header is valid.',
  429: 'The API rate limit has been exceeded. Try again later.',
  500: 'An error occurred in the server.',
} as const;

/** http(s) addresses are taken on this machine (LINE itself takes https only). */
function endpointProblem(endpoint: unknown): string | null {
  if (typeof endpoint !== 'string' || endpoint === '') return 'Must not be empty';
  try {
    const url = new URL(endpoint);
    const local = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
    return url.protocol === 'https:' || (url.protocol === 'http:' && local) ? null : 'Must be a valid HTTPS URL';
  } catch {
    return 'Must be a valid HTTPS URL';
  }
}

export function apiRoutes(app: FastifyInstance, deps: AppDeps, state: SandboxState): void {
  async function handle(request: FastifyRequest, reply: FastifyReply, call: 'info' | 'endpoint' | 'reply' | 'push', work: (channel: ChannelState) => unknown): Promise<unknown> {
    reply.header('x-line-request-id', randomUUID());
    try {
      const channel = channelOfAuthorization(deps.config.secretKey, request.headers.authorization);
      if (!channel) throw new LineApiError(401, FAULT_WORDS[401]);
      const fault = takeFault(state, call);
      if (fault?.delayMs) await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
      if (fault?.status) throw new LineApiError(fault.status, FAULT_WORDS[fault.status]);
      return work(state.channelOf(channel));
    } catch (error) {
      if (!(error instanceof LineApiError)) throw error;
      reply.code(error.status).headers(error.headers);
      return { message: error.message, ...(error.details ? { details: error.details } : {}) };
    }
  }

  app.get('/sandbox/line/v2/bot/info', (request, reply) =>
    handle(request, reply, 'info', ({ channel, name }) => ({ userId: channel.userId, basicId: channel.basicId, displayName: name, chatMode: 'bot', markAsReadMode: 'auto' })),
  );

  app.put('/sandbox/line/v2/bot/channel/webhook/endpoint', (request, reply) =>
    handle(request, reply, 'endpoint', (channel) => {
      const endpoint = typeof request.body === 'object' && request.body !== null && 'endpoint' in request.body ? request.body.endpoint : undefined;
      const problem = endpointProblem(endpoint);
      if (problem || typeof endpoint !== 'string')
        throw new LineApiError(400, 'The request body has 1 error(s)', [{ message: problem ?? 'Must not be empty', property: 'endpoint' }]);
      channel.webhookUrl = endpoint;
      return {};
    }),
  );

  for (const kind of ['reply', 'push'] as const) {
    app.post(`/sandbox/line/v2/bot/message/${kind}`, (request, reply) =>
      handle(request, reply, kind, (channel) => {
        const answer = sendCall(channel, kind, request.body, request.headers['x-line-retry-key'], deps.clock.now().getTime());
        if (answer.kind === 'refused') throw new LineApiError(answer.status, answer.message, answer.details, answer.headers);
        return { sentMessages: answer.ids.map((id) => ({ id, quoteToken: randomUUID().replace(/-/g, '') })) };
      }),
    );
  }
}
