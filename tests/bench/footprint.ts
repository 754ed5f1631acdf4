// The default start's footprint: how long the server takes until /healthz answers, and the
// resident memory of its process (threads included) once it has stood idle for a while, on a
// PGlite data folder that already exists (a person's second start and later). The baseline of
// the same run: a bare Node HTTP server, started and measured the same way.
// Run: npm run bench:footprint
import { execSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { freePort, seededDataFolder, startServer } from '../e2e/support/server';

const STARTS = 3;
const IDLE_MS = 20_000;
const GOALS = { startMs: 2_000, idleMb: 250 };

/** Resident memory of a process in MB, from Linux's /proc (all its threads share it). */
function residentMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('VmRSS:'));
  return Number(line?.replace(/\D+/g, '') ?? 0) / 1024;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A bare Node HTTP server: the floor any Node server starts from. */
async function bareServer(): Promise<{ startMs: number; idleMb: number }> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, ['-e', `require('node:http').createServer((q, a) => a.end('ok')).listen(${port}, '127.0.0.1')`], { stdio: 'ignore' });
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/`)).ok) break;
    } catch {
      // Not listening yet.
    }
    await pause(25);
  }
  const startMs = performance.now() - started;
  await pause(IDLE_MS);
  const idleMb = residentMb(child.pid!);
  child.kill();
  return { startMs, idleMb };
}

const range = (values: number[], unit: string, digits = 0) => `${Math.min(...values).toFixed(digits)} – ${Math.max(...values).toFixed(digits)} ${unit}`;

async function main(): Promise<void> {
  if (!process.argv.includes('--no-build')) execSync('npm run --silent build', { stdio: 'ignore' });
  // The first start makes the data folder and writes the demo data.
  const dataDir = await seededDataFolder();
  const server: Array<{ startMs: number; idleMb: number }> = [];
  const bare: Array<{ startMs: number; idleMb: number }> = [];
  for (let run = 0; run < STARTS; run += 1) {
    const started = performance.now();
    const running = await startServer({}, { dataDir });
    const startMs = performance.now() - started;
    await pause(IDLE_MS);
    server.push({ startMs, idleMb: residentMb(running.pid) });
    await running.stop({ keepData: run < STARTS - 1 });
    bare.push(await bareServer());
  }
  console.log(`The server on an existing PGlite data folder, ${STARTS} starts (resident memory after ${IDLE_MS / 1000} s idle):`);
  console.log(
    `  start-up until /healthz answers  ${range(
      server.map((s) => s.startMs),
      'ms',
    )}   (goal under ${GOALS.startMs} ms)`,
  );
  console.log(
    `  idle memory                      ${range(
      server.map((s) => s.idleMb),
      'MB',
    )}   (goal under ${GOALS.idleMb} MB)`,
  );
  console.log('  baseline, a bare Node HTTP server started the same way:');
  console.log(
    `  start-up                         ${range(
      bare.map((s) => s.startMs),
      'ms',
    )}`,
  );
  console.log(
    `  idle memory                      ${range(
      bare.map((s) => s.idleMb),
      'MB',
    )}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
