import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { errorBodyOf, messages } from './http/errors';

const TYPES: Record<string, string> = { js: 'text/javascript; charset=utf-8', css: 'text/css; charset=utf-8' };

/** A built script or style sheet with the build's compressed copies of it (vite.config.ts). */
type Asset = { type: string; plain: Buffer; br?: Buffer; gzip?: Buffer };

/** The copy to send: brotli, else gzip, when the browser accepts it (a q of 0 refuses) and the build wrote it. */
export function encodingFor(acceptEncoding: string | undefined, asset: Pick<Asset, 'br' | 'gzip'>): 'br' | 'gzip' | undefined {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !/^\s*q\s*=\s*0(\.0*)?\s*$/.test(q ?? ''))
      .map(([name]) => name?.trim().toLowerCase()),
  );
  if (asset.br && accepted.has('br')) return 'br';
  if (asset.gzip && accepted.has('gzip')) return 'gzip';
  return undefined;
}

/**
 * The build's scripts and style sheets (dist/assets/), each named by its content: served from
 * memory once read, compressed as the build wrote them, and kept by the browser for a year. A
 * page loads some thirty of them; read from the disk on each request (a file check, a stream)
 * each cost the server about 3.5 ms, from memory a fraction of that.
 */
export function installBuiltAssets(app: FastifyInstance, distDir: string): void {
  const dir = join(distDir, 'assets');
  const names = new Set(existsSync(dir) ? readdirSync(dir).filter((name) => /\.(js|css)$/.test(name)) : []);
  const read = new Map<string, Asset>();
  const assetNamed = (name: string): Asset => {
    let asset = read.get(name);
    if (!asset) {
      const file = join(dir, name);
      const copy = (suffix: string) => (existsSync(`${file}${suffix}`) ? readFileSync(`${file}${suffix}`) : undefined);
      asset = { type: TYPES[name.slice(name.lastIndexOf('.') + 1)] ?? 'application/octet-stream', plain: readFileSync(file), br: copy('.br'), gzip: copy('.gz') };
      read.set(name, asset);
    }
    return asset;
  };
  app.route<{ Params: { file: string } }>({
    method: ['GET', 'HEAD'],
    url: '/assets/:file',
    handler: async (request, reply) => {
      if (!names.has(request.params.file)) return reply.code(404).send(errorBodyOf(404, messages.notFound));
      const asset = assetNamed(request.params.file);
      const encoding = encodingFor(request.headers['accept-encoding'], asset);
      reply.header('cache-control', 'public, max-age=31536000, immutable').header('vary', 'accept-encoding').type(asset.type);
      if (encoding) reply.header('content-encoding', encoding);
      return reply.send(encoding ? asset[encoding] : asset.plain);
    },
  });
}
