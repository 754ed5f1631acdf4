import type { FastifyError, FastifyInstance } from 'fastify';
import { errorBodyOf, HttpError, messages, sendError } from './errors';

const fastifyCodes: Record<string, [number, string]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: [413, messages.bodyTooLarge],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, messages.unsupportedMediaType],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, messages.notObject],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'The Content-Length header does not match the body.'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, messages.malformedJson],
};

function isFastifyError(error: unknown): error is FastifyError {
  return error instanceof Error && ('code' in error || 'statusCode' in error);
}

/** JSON bodies (an empty one counts as none), readable errors without stack traces, basic security headers. */
export function installPlumbing(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(new HttpError(400, messages.malformedJson), undefined);
    }
  });

  app.setErrorHandler((error: unknown, request, reply) => {
    if (error instanceof HttpError) return sendError(reply, error);
    if (isFastifyError(error)) {
      const known = error.code ? fastifyCodes[error.code] : undefined;
      if (known) return sendError(reply, new HttpError(known[0], known[1]));
      const status = error.statusCode ?? 500;
      if (status === 429) return sendError(reply, new HttpError(429, messages.tooManyRequests));
      if (status >= 400 && status < 500) return sendError(reply, new HttpError(status, error.message));
    }
    process.stderr.write(`${new Date().toISOString()} ${request.method} ${request.routeOptions.url ?? 'unknown route'} failed: ${error instanceof Error ? error.stack ?? error.message : String(error)}\n`);
    return reply.code(500).send(errorBodyOf(500, messages.internal));
  });

  app.addHook('onSend', async (request, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('X-Frame-Options', 'SAMEORIGIN');
    if (request.url.startsWith('/auth') || request.url.startsWith('/bot')) reply.header('Cache-Control', 'no-store');
  });
}
