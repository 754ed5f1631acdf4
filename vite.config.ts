import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';

/** The release id the session guard compares (spec 2.2): package version plus build time. */
const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };
const releaseId = `${version}+${new Date().toISOString()}`;

// The console is a single-page app served by the API server from dist/.
export default defineConfig({
  plugins: [react()],
  define: { __RELEASE_ID__: JSON.stringify(releaseId) },
  root: '.',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
    // The graph layout engine (ELK, compiled from Java: 1.35 MB) is one chunk, loaded only when a
    // flow is arranged or a statechart is drawn, shared by both. Every other chunk stays under 500 kB.
    chunkSizeWarningLimit: 1400,
  },
  server: { proxy: { '/auth': 'http://localhost:8080', '/bot': 'http://localhost:8080', '/dev': 'http://localhost:8080', '/healthz': 'http://localhost:8080' } },
});
