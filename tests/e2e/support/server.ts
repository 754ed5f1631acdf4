import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export type RunningServer = {
  url: string;
  /** The server's process id (its memory is read from /proc by the footprint bench). */
  pid: number;
  dataDir: string;
  output: () => string;
  /** Stops the server and removes its data folder, unless it is kept for a next start. */
  stop: (options?: { keepData?: boolean }) => Promise<void>;
};

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** The server as `npm start` runs it: the bundle `npm run build` writes (vite.server.config.ts). */
const SERVER_BUNDLE = 'dist-server/main.mjs';

export type ServerStart = {
  /** A data folder kept from an earlier start (else a fresh one). */
  dataDir?: string;
  /** Runs the TypeScript sources through tsx instead of the bundle: for tests that run before the build. */
  sources?: boolean;
};

/**
 * Starts the server as a user would (`npm start` runs its bundle; `sources` the sources as
 * `npm run dev:server` does), on a fresh data folder (or a kept one), and waits for /healthz.
 */
export async function startServer(env: Record<string, string> = {}, { dataDir: keptDataDir, sources = false }: ServerStart = {}): Promise<RunningServer> {
  if (!sources && !existsSync(SERVER_BUNDLE)) throw new Error(`${SERVER_BUNDLE} is missing: run "npm run build" before the browser tests.`);
  const port = await freePort();
  const dataDir = keptDataDir ?? mkdtempSync(join(tmpdir(), 'console-e2e-'));
  const url = `http://127.0.0.1:${port}`;
  let log = '';
  const child: ChildProcess = spawn(process.execPath, sources ? ['--import', 'tsx', 'server/main.ts'] : [SERVER_BUNDLE], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, PUBLIC_URL: url, DEV_MODE: 'true', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited early:\n${log}`);
    try {
      const answer = await fetch(`${url}/healthz`);
      if (answer.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`The server did not become healthy in 60 s:\n${log}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    pid: child.pid!,
    dataDir,
    output: () => log,
    stop: async ({ keepData = false } = {}) => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      if (!keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Starts a server on a fresh data folder, waits until its first start has seeded the demo data
 * (the seeding runs once the server listens: a server stopped before it ends seeds again on the
 * next start) and stops it, keeping the folder.
 */
export async function seededDataFolder(env: Record<string, string> = {}): Promise<string> {
  const first = await startServer(env);
  const deadline = Date.now() + 120_000;
  while (!first.output().includes('First start:')) {
    if (Date.now() > deadline) throw new Error(`The first start did not seed the demo data in 120 s:\n${first.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await first.stop({ keepData: true });
  return first.dataDir;
}

/**
 * A server on its second start, as a person meets it after the first: the first start writes the
 * demo's month of conversations in the background for several seconds (server/start.ts), which
 * would share the cores with what a benchmark measures. Stopping waits for that writing.
 */
export async function startSettledServer(env: Record<string, string> = {}): Promise<RunningServer> {
  return startServer(env, { dataDir: await seededDataFolder(env) });
}
