// Runs the test suite (or any command) on another major version of Node, fetched from the npm
// registry (the node-<platform>-<arch> packages hold the official binaries) into .cache/node/.
// Usage: node scripts/testOnNode.mjs 22 [command and arguments]  (default: node scripts/test.mjs)
// The Node asked for is first on PATH, so every `node` the command starts is that one too.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { arch, platform } from 'node:os';
import { join, resolve } from 'node:path';

const [major, ...command] = process.argv.slice(2);
if (!/^\d+$/.test(major ?? '')) {
  console.error('Usage: node scripts/testOnNode.mjs <major version, e.g. 22> [command and arguments]');
  process.exit(2);
}

const pkg = `node-${platform()}-${arch()}`;
const cache = resolve('.cache', 'node');
mkdirSync(cache, { recursive: true });

/** The newest release of that major on the registry. */
const version = spawnSync('npm', ['view', `${pkg}@${major}`, 'version', '--json'], { encoding: 'utf8' });
if (version.status !== 0) {
  console.error(`The registry does not answer for ${pkg}@${major}:\n${version.stderr}`);
  process.exit(1);
}
const versions = JSON.parse(version.stdout);
const newest = Array.isArray(versions) ? versions.at(-1) : versions;
const home = join(cache, newest);
const bin = join(home, 'package', 'bin');

if (!existsSync(join(bin, 'node'))) {
  console.log(`Fetching Node ${newest} (${pkg}) from the npm registry…`);
  mkdirSync(home, { recursive: true });
  const packed = spawnSync('npm', ['pack', `${pkg}@${newest}`, '--pack-destination', home, '--silent'], { encoding: 'utf8' });
  if (packed.status !== 0) {
    console.error(packed.stderr);
    process.exit(1);
  }
  const archive = readdirSync(home).find((name) => name.endsWith('.tgz'));
  const unpacked = spawnSync('tar', ['-xzf', join(home, archive), '-C', home], { stdio: 'inherit' });
  if (unpacked.status !== 0) process.exit(1);
}

const [program, ...args] = command.length ? command : ['node', 'scripts/test.mjs'];
const env = { ...process.env, PATH: `${bin}:${process.env.PATH}` };
const shown = spawnSync('node', ['--version'], { env, encoding: 'utf8' }).stdout.trim();
console.log(`Running \`${[program, ...args].join(' ')}\` on Node ${shown}`);
const run = spawnSync(program, args, { env, stdio: 'inherit' });
process.exit(run.status ?? 1);
