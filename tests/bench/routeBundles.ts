import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Vite's build manifest: one entry per source module that became a chunk. */
type ManifestChunk = { file: string; src?: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[]; css?: string[] };
export type Manifest = Record<string, ManifestChunk>;

export function readManifest(distDir: string): Manifest {
  return JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

/** The files a chunk loads before it runs: itself and its static imports, transitively. */
function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

export type RouteSize = { route: string; files: number; rawBytes: number; gzipBytes: number };

/** JS a route loads: the entry's closure plus the route page's chunk closure. */
export function routeSize(distDir: string, manifest: Manifest, route: string, pageSource: string): RouteSize {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('The manifest has no entry chunk.');
  const pageKey = Object.keys(manifest).find((key) => key.endsWith(pageSource));
  if (!pageKey) throw new Error(`The manifest has no chunk for ${pageSource}.`);
  const keys = new Set([...staticClosure(manifest, entryKey), ...staticClosure(manifest, pageKey)]);
  let rawBytes = 0;
  let gzipBytes = 0;
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk?.file.endsWith('.js')) continue;
    const content = readFileSync(join(distDir, chunk.file));
    rawBytes += content.length;
    gzipBytes += gzipSync(content, { level: 9 }).length;
  }
  return { route, files: keys.size, rawBytes, gzipBytes };
}
