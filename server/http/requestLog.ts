import { randomUUID } from 'node:crypto';
import { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { LogLevel } from '../config';

/**
 * The server's structured log: one JSON line per entry, each with the request id (`reqId`) the
 * answer also carries in `X-Request-Id`. Requests are not logged with their address, headers
 * or body (they can hold tokens and passwords), only the route's pattern and what came of it.
 */
export function logOptions(
  stream: NodeJS.WritableStream | undefined,
  level: LogLevel = 'info',
): Pick<FastifyServerOptions, 'logger' | 'logController' | 'genReqId' | 'requestIdHeader'> {
  return {
    // Without a stream of its own the server still reports unexpected errors, on stderr.
    logger: stream ? { level, stream } : { level: 'error', stream: process.stderr },
    // Fastify's own per-request lines would carry the address and the URL (tokens in query strings).
    logController: new LogController({ disableRequestLogging: true, requestIdLogLabel: 'reqId' }),
    genReqId: () => randomUUID(),
    requestIdHeader: false,
  };
}

function reasonOf(payload: unknown): string | undefined {
  if (typeof payload !== 'string' || !payload.startsWith('{')) return undefined;
  try {
    const body = JSON.parse(payload) as { message?: unknown };
    return typeof body.message === 'string' ? body.message : undefined;
  } catch {
    return undefined;
  }
}

/** Gives every answer its request id and logs each refused request (4xx) with its reason. */
export function installRequestLog(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('X-Request-Id', request.id);
    const status = reply.statusCode;
    if (status >= 400 && status < 500) {
      request.log.info({ method: request.method, route: request.routeOptions.url ?? '(no route)', status, reason: reasonOf(payload) }, 'request refused');
    }
    return payload;
  });
}
