import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The console is a single-page app served by the API server from dist/.
export default defineConfig({
  plugins: [react()],
  root: '.',
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false, manifest: true },
  server: { proxy: { '/auth': 'http://localhost:8080', '/bot': 'http://localhost:8080', '/dev': 'http://localhost:8080', '/healthz': 'http://localhost:8080' } },
});
