import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** The release id the session guard compares (spec 2.2): package version plus build time. */
const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };
const builtReleaseId = `${version}+${new Date().toISOString()}`;
/** The id src/releaseId.ts reports: the deployment's VITE_RELEASE_ID when it sets one, else the built one. */
const releaseId = process.env['VITE_RELEASE_ID'] || builtReleaseId;

/**
 * release.json next to index.html (services/contracts/release.ts): the id of the release this
 * build is, read by /updateVersion to learn whether a newer release than the running one is
 * served. The dev server answers it too.
 */
function releaseFile(): Plugin {
  const source = `${JSON.stringify({ releaseId })}\n`;
  return {
    name: 'release-file',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'release.json', source });
    },
    configureServer(server) {
      server.middlewares.use('/release.json', (_request, response) => {
        response.setHeader('content-type', 'application/json');
        response.setHeader('cache-control', 'no-store');
        response.end(source);
      });
    },
  };
}

/**
 * A brotli and a gzip copy beside each script, style sheet and SVG of the build (file.br,
 * file.gz), compressed once here (brotli at quality 9: within a few per cent of its best, in a
 * fraction of the time). The server sends the one the browser accepts (server/spa.ts), about a
 * third of the bytes, without compressing on each request.
 */
function compressedCopies(): Plugin {
  let outDir = 'dist';
  return {
    name: 'compressed-copies',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    writeBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (!/\.(js|css|svg)$/.test(file.fileName)) continue;
        const content = file.type === 'chunk' ? Buffer.from(file.code) : Buffer.from(file.source);
        if (content.length < 1024) continue;
        const path = join(outDir, file.fileName);
        writeFileSync(`${path}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }));
        writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}

// The console is a single-page app served by the API server from dist/.
export default defineConfig({
  plugins: [react(), releaseFile(), compressedCopies()],
  define: { __RELEASE_ID__: JSON.stringify(builtReleaseId) },
  root: '.',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
    // The graph layout engine (ELK, compiled from Java: 1.35 MB) is one chunk, loaded only when a
    // flow is arranged or a statechart is drawn, shared by both. Every other chunk stays under 500 kB.
    chunkSizeWarningLimit: 1400,
    rolldownOptions: {
      output: {
        codeSplitting: { groups: [{ name: 'console', tags: ['$initial'] }] },
      },
    },
  },
  server: { proxy: { '/auth': 'http://localhost:8080', '/bot': 'http://localhost:8080', '/dev': 'http://localhost:8080', '/healthz': 'http://localhost:8080' } },
});
