import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { ConsoleConfig } from '../services/contracts/consoleConfig';
import { installBuiltAssets } from './builtAssets';
import { installWidgetRoute } from './channels/widgetRoute';
import { withConsoleConfig } from './consoleConfigScript';
import { errorBodyOf, messages } from './http/errors';
import { languagesOf, routePreloads } from './spaPreloads';

const apiPrefix = /^\/(auth|bot|dev|core)(\/|$)/;
export const notBuiltMessage = 'The web app is not built yet (dist/index.html is missing): run "npm run build", then start the server again.';

/** The language an address asks for (?lng=), as the console reads it. */
function lngOf(query: unknown): string | undefined {
  const lng = (query as Record<string, unknown> | undefined)?.['lng'];
  return typeof lng === 'string' ? lng : undefined;
}

/** Serves the built web app; unknown GET paths get index.html so client routes work. API paths get a JSON 404. */
export function installSpa(app: FastifyInstance, distDir: string | undefined, consoleConfig: ConsoleConfig): void {
  const built = distDir !== undefined && existsSync(join(distDir, 'index.html'));
  // The widget script has its own route (CORS, ETag): server/channels/widgetRoute.ts.
  installWidgetRoute(app, distDir);
  // The build names each file under assets/ by its content: a browser keeps it until a release
  // names a new one (server/builtAssets.ts). The other files of the build are checked each time.
  if (built) {
    app.register(async (assets) => installBuiltAssets(assets, distDir));
    app.register(fastifyStatic, { root: distDir, wildcard: false, index: false, globIgnore: ['widget/**', 'assets/**'] });
  }
  // index.html carries the run-time settings; read once, it is small and fixed per build.
  const page = built ? withConsoleConfig(readFileSync(join(distDir, 'index.html'), 'utf8'), consoleConfig) : '';
  // Each address's page also names the code of the page it shows, so the browser fetches it
  // beside the entry's instead of after the entry has run (server/spaPreloads.ts).
  const preloads = built ? routePreloads(distDir) : () => '';

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !apiPrefix.test(path) && !/\.[a-z0-9]+$/i.test(path);
    if (!isPage) return reply.code(404).send(errorBodyOf(404, messages.notFound));
    if (!built) return reply.code(404).type('text/plain; charset=utf-8').send(notBuiltMessage);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(page.replace('</head>', `${preloads(path, languagesOf(lngOf(request.query), request.headers['accept-language']))}</head>`));
  });
}
