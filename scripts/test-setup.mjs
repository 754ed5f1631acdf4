// Installs what the tests need on a fresh Debian machine: Chromium for the browser
// tests and PostgreSQL for the DATABASE_URL path. Needs root for apt-get; it only acts
// when something is missing.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const POSTGRES_BIN_DIRS = ['/usr/lib/postgresql/17/bin', '/usr/lib/postgresql/16/bin', '/usr/lib/postgresql/15/bin'];

function hasPostgres() {
  return POSTGRES_BIN_DIRS.some((dir) => existsSync(`${dir}/initdb`));
}

const missing = [];
if (!existsSync(CHROMIUM)) missing.push('chromium');
if (!hasPostgres()) missing.push('postgresql');

if (missing.length === 0) {
  console.log('test setup: chromium and postgresql are present');
} else {
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!asRoot) {
    console.error(`test setup: missing ${missing.join(', ')}; install them with: sudo apt-get install -y ${missing.join(' ')}`);
    process.exit(1);
  }
  console.log(`test setup: installing ${missing.join(', ')} with apt-get`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execSync('apt-get update -qq', { stdio: 'inherit', env });
  execSync(`apt-get install -y -qq ${missing.join(' ')} fonts-noto-core`, { stdio: 'inherit', env });
}
