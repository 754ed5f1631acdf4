import { existsSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ConsoleConfig } from '../services/contracts/consoleConfig';
import { installWidgetRoute } from './channels/widgetRoute';
import { withConsoleConfig } from './consoleConfigScript';
import { errorBodyOf, messages } from './http/errors';

const apiPrefix = /^\/(auth|bot|dev|core)(\/|$)/;
export const notBuiltMessage = 'The web app is not built yet (dist/index.html is missing): run "npm run build", then start the server again.';

/** Files named by their content (the build's assets/) never change under their name; everything else is checked each time. */
function cacheBuiltAssets(distDir: string): (reply: FastifyReply, path: string) => void {
  const assets = join(distDir, 'assets') + sep;
  return (reply, path) => {
    if (path.startsWith(assets)) reply.header('cache-control', 'public, max-age=31536000, immutable');
  };
}

/** Serves the built web app; unknown GET paths get index.html so client routes work. API paths get a JSON 404. */
export function installSpa(app: FastifyInstance, distDir: string | undefined, consoleConfig: ConsoleConfig): void {
  const built = distDir !== undefined && existsSync(join(distDir, 'index.html'));
  // The widget script has its own route (CORS, ETag): server/channels/widgetRoute.ts.
  installWidgetRoute(app, distDir);
  // The build names each file under assets/ by its content: a browser keeps it until a release
  // names a new one, and a repeated visit loads the console from its cache without asking. The
  // build writes a brotli and a gzip copy of each (vite.config.ts): the one the browser accepts is sent.
  if (built)
    app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      globIgnore: ['widget/**', '**/*.br', '**/*.gz'],
      setHeaders: cacheBuiltAssets(distDir),
    });
  // index.html carries the run-time settings; read once, it is small and fixed per build.
  const page = built ? withConsoleConfig(readFileSync(join(distDir, 'index.html'), 'utf8'), consoleConfig) : '';

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !apiPrefix.test(path) && !/\.[a-z0-9]+$/i.test(path);
    if (!isPage) return reply.code(404).send(errorBodyOf(404, messages.notFound));
    if (!built) return reply.code(404).type('text/plain; charset=utf-8').send(notBuiltMessage);
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(page);
  });
}
