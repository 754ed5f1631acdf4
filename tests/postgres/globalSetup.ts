import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../e2e/support/server';

/**
 * Starts a throwaway PostgreSQL cluster on 127.0.0.1 for the DATABASE_URL path and
 * hands its URL to the tests as TEST_DATABASE_URL. As root, the server runs as the
 * `postgres` system user (PostgreSQL refuses to run as root).
 */
function binDir(): string {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) throw new Error('PostgreSQL is not installed (apt-get install postgresql).');
  const versions = readdirSync(base).sort((a, b) => Number(b) - Number(a));
  for (const version of versions) if (existsSync(join(base, version, 'bin', 'initdb'))) return join(base, version, 'bin');
  throw new Error('No initdb found under /usr/lib/postgresql.');
}

const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
let dataDir = '';
let pgCtl = '';

function runAsServerUser(command: string, args: string[]): void {
  if (asRoot) execFileSync('runuser', ['-u', 'postgres', '--', command, ...args], { stdio: 'pipe' });
  else execFileSync(command, args, { stdio: 'pipe' });
}

export async function setup(): Promise<void> {
  const bin = binDir();
  pgCtl = join(bin, 'pg_ctl');
  const root = mkdtempSync(join(tmpdir(), 'console-pg-'));
  chmodSync(root, 0o777);
  dataDir = join(root, 'cluster');
  const port = await freePort();
  runAsServerUser(join(bin, 'initdb'), ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-instructions']);
  runAsServerUser(pgCtl, ['-D', dataDir, '-w', '-l', join(root, 'server.log'), '-o', `-p ${port} -k ${root} -c listen_addresses=127.0.0.1`, 'start']);
  process.env['TEST_DATABASE_URL'] = `postgres://postgres@127.0.0.1:${port}/postgres`;
}

export async function teardown(): Promise<void> {
  if (!dataDir) return;
  try {
    runAsServerUser(pgCtl, ['-D', dataDir, '-m', 'fast', 'stop']);
  } finally {
    rmSync(join(dataDir, '..'), { recursive: true, force: true });
  }
}
