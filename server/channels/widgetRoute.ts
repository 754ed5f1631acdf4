import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { WEB_MESSENGER_SCRIPT_PATH, WEB_MESSENGER_SIGN_IN_PATH } from '../../services/contracts/channels/webMessengerSnippet';
import { SIGN_IN_SESSION_HEADER } from '../../services/contracts/webChatSignIn';
import { errorBodyOf, messages } from '../http/errors';
import { WEB_CHAT_BASE } from './webChatRoutes';

/** The widget's scripts by their path, as the widget builds write them under dist/. */
const WIDGET_SCRIPTS = [WEB_MESSENGER_SCRIPT_PATH, WEB_MESSENGER_SIGN_IN_PATH] as const;

/** Paths any site may call from its pages: the public web chat API and the widget script. */
const crossOrigin = (path: string) => (WIDGET_SCRIPTS as readonly string[]).includes(path) || path.startsWith(`${WEB_CHAT_BASE}/`);

/** Any origin, no credentials, only the headers the widget sends. */
function allowAnyOrigin(reply: FastifyReply): void {
  reply.header('access-control-allow-origin', '*');
  reply.header('access-control-allow-methods', 'GET, POST, OPTIONS');
  reply.header('access-control-allow-headers', `content-type, x-client-token, ${SIGN_IN_SESSION_HEADER}`);
  reply.header('access-control-max-age', '600');
  reply.header('vary', 'origin');
}

/**
 * The embeddable web messenger (dist/widget/messenger.js) at GET /widget/messenger.js and its sign-in module at GET /widget/sign-in.js, cached
 * long and revalidated by its content hash (ETag), plus CORS for it and /microwebchat/v1 only.
 */
export function installWidgetRoute(app: FastifyInstance, distDir: string | undefined): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!crossOrigin(request.url.split('?')[0] ?? '')) return;
    allowAnyOrigin(reply);
    // The preflight of a cross-origin call: answered here, no route has OPTIONS.
    if (request.method === 'OPTIONS') await reply.code(204).send();
  });

  for (const path of WIDGET_SCRIPTS) {
    const file = distDir === undefined ? undefined : join(distDir, path);
    const script = file !== undefined && existsSync(file) ? readFileSync(file) : undefined;
    const etag = script ? `"${createHash('sha256').update(script).digest('base64url').slice(0, 22)}"` : '';
    app.get(path, async (request, reply) => {
      if (!script) return reply.code(404).send(errorBodyOf(404, messages.notFound));
      reply.header('etag', etag).header('cache-control', 'public, max-age=3600, stale-while-revalidate=86400');
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.type('text/javascript; charset=utf-8').send(script);
    });
  }
}
