import type { FastifyError, FastifyInstance, FastifyServerOptions } from 'fastify';
import { findUnstorableText, unstorableTextMessage } from '../../services/contracts';
import { OFF_THREAD_FROM, type Work } from '../work/workPool';
import { errorBodyOf, HttpError, messages, sendError } from './errors';

const fastifyCodes: Record<string, [number, string]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: [413, messages.bodyTooLarge],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, messages.unsupportedMediaType],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, messages.notObject],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'The Content-Length header does not match the body.'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, messages.malformedJson],
  FST_ERR_BAD_URL: [400, 'The address is not valid.'],
  FST_ERR_MAX_PARAM_LENGTH: [414, 'The address is too long.'],
};

function isFastifyError(error: unknown): error is FastifyError {
  return error instanceof Error && ('code' in error || 'statusCode' in error);
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route checks incoming text itself (GraphQL answers refusals in its own shape). */
    ownTextCheck?: boolean;
  }
}

/** Fastify's own refusals before routing (an address it cannot decode), in the API's words; the address is not echoed. */
export const frameworkErrors: FastifyServerOptions['frameworkErrors'] = (error, _request, reply) => {
  const known = fastifyCodes[error.code];
  const [status, message] = known ?? [400, 'The request is not valid.'];
  void sendError(reply, new HttpError(status, message));
};

/**
 * Every text that enters (path parameters, query string, body) is checked here, once, before any
 * route sees it: text the database cannot store is refused with a 400 that says where it is.
 */
function refuseUnstorableText(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (request.routeOptions.config.ownTextCheck) return;
    const found = findUnstorableText(request.params, 'path') ?? findUnstorableText(request.query, 'query') ?? findUnstorableText(request.body);
    if (found) throw new HttpError(400, unstorableTextMessage({ ...found, path: found.path === '' ? 'The request body' : found.path }));
  });
}

/**
 * JSON bodies (an empty one counts as none), parsed by the work pool (on a thread of its own
 * from 64 KB, so a big body does not hold the event loop), readable errors without stack traces,
 * basic security headers.
 */
export function installPlumbing(app: FastifyInstance, work: Work): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, async (_request: unknown, body: Buffer) => {
    // A big body's bytes are handed to the thread, not copied: a buffer of its own, whole.
    const own = body.byteOffset === 0 && body.byteLength === body.buffer.byteLength;
    const bytes = own || body.byteLength < OFF_THREAD_FROM ? body : new Uint8Array(body);
    const parsed = await work.run('json', bytes, bytes.byteLength, [bytes.buffer as ArrayBuffer]);
    if ('malformed' in parsed) throw new HttpError(400, messages.malformedJson);
    return 'empty' in parsed ? undefined : parsed.value;
  });

  refuseUnstorableText(app);

  app.setErrorHandler((error: unknown, request, reply) => {
    if (error instanceof HttpError) return sendError(reply, error);
    if (isFastifyError(error)) {
      const known = error.code ? fastifyCodes[error.code] : undefined;
      if (known) return sendError(reply, new HttpError(known[0], known[1]));
      const status = error.statusCode ?? 500;
      if (status === 429) return sendError(reply, new HttpError(429, messages.tooManyRequests));
      if (status >= 400 && status < 500) return sendError(reply, new HttpError(status, error.message));
    }
    request.log.error({ err: error, method: request.method, route: request.routeOptions.url ?? '(no route)' }, 'unexpected error');
    return reply.code(500).send({ ...errorBodyOf(500, `${messages.internal} Reference: ${request.id}`), requestId: request.id });
  });

  // Answers to requests already under way when the app closes close their connection: a keep-alive
  // client (a provider posting webhooks) would otherwise hold the close for the keep-alive timeout.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });

  app.addHook('onSend', async (request, reply) => {
    if (closing) reply.header('Connection', 'close');
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('X-Frame-Options', 'SAMEORIGIN');
    if (request.url.startsWith('/auth') || request.url.startsWith('/bot')) reply.header('Cache-Control', 'no-store');
  });
}
