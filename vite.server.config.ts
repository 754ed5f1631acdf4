import { copyFileSync, cpSync, existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { defineConfig, type Plugin } from 'vite';

/** A file the server reads beside its own module: `new URL('./name', import.meta.url)`. */
const BESIDE = /new URL\(\s*['"]\.\/([^'"]+)['"]\s*,\s*import\.meta\.url\s*\)/g;
/** A relative import of a plain JavaScript module (a worker thread's own imports). */
const RELATIVE_IMPORT = /from\s+['"]\.\/([^'"]+\.mjs)['"]/g;

/**
 * The server reads some files beside its modules: worker threads' scripts, the GraphQL schema's
 * folder. In the bundle every module is one file in dist-server/, so each such file is copied
 * there under its name (a worker's script with the plain modules it imports); the bundle's own
 * entries (tasks.mjs) are not.
 */
function filesBesideModules(): Plugin {
  const found = new Map<string, string>();
  let outDir = 'dist-server';
  const note = (name: string, source: string) => {
    if (!existsSync(source) || found.has(name)) return;
    found.set(name, source);
    if (source.endsWith('.mjs')) for (const match of readFileSync(source, 'utf8').matchAll(RELATIVE_IMPORT)) note(match[1]!, join(dirname(source), match[1]!));
  };
  return {
    name: 'files-beside-modules',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    transform(code, id) {
      for (const match of code.matchAll(BESIDE)) note(match[1]!, resolve(dirname(id), match[1]!));
      return null;
    },
    writeBundle(_options, bundle) {
      for (const [name, source] of found) {
        if (bundle[name]) continue;
        const target = join(outDir, name);
        mkdirSync(dirname(target), { recursive: true });
        if (statSync(source).isDirectory()) cpSync(source, target, { recursive: true });
        else copyFileSync(source, target);
      }
    },
  };
}

/**
 * The server as one module for Node (dist-server/main.mjs), which `npm start` runs, with the
 * packages it uses bundled in: Node no longer resolves and reads some two thousand files, each
 * source through tsx, so the server starts in about half the time, with less memory
 * (docs/performance.md). The work pool's tasks and the flow thread's runs are entries of their own, loaded by their threads; what
 * the server loads when first used (the report exports, NLP.js) is a chunk of its own.
 */
export default defineConfig({
  plugins: [filesBesideModules()],
  publicDir: false,
  ssr: {
    noExternal: true,
    // Loaded from node_modules: packages that start threads from files of their own (piscina,
    // pino's transports), load WebAssembly beside their modules (PGlite, QuickJS), or may load a
    // native binding (pg).
    external: ['piscina', '@electric-sql/pglite', 'quickjs-emscripten', 'pg', 'pino', 'thread-stream'],
  },
  build: {
    ssr: true,
    outDir: 'dist-server',
    emptyOutDir: true,
    target: 'node20',
    minify: false,
    rolldownOptions: {
      input: { main: 'server/main.ts', tasks: 'server/work/tasks.ts', flowThreadRuns: 'server/engine/flowThreadRuns.ts' },
      output: { format: 'es', entryFileNames: '[name].mjs', chunkFileNames: '[name]-[hash].mjs' },
    },
  },
});
