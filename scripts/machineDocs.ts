// Writes docs/machines/ (one page and one SVG diagram per workflow machine, and an index).
// `--check` writes nothing and exits 1 when a file is missing or differs.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { machineDocs } from '../machines/inspect/machineDocs';
import { machineCatalogue } from '../tests/paths/catalogue';

const directory = 'docs/machines';
const check = process.argv.includes('--check');
const started = performance.now();
const files = await machineDocs(machineCatalogue);
const stale = Object.entries(files).filter(([name, content]) => !existsSync(join(directory, name)) || readFileSync(join(directory, name), 'utf8') !== content);
const leftover = existsSync(directory) ? readdirSync(directory).filter((name) => !(name in files)) : [];
if (check) {
  for (const name of [...stale.map(([n]) => n), ...leftover]) console.error(`docs/machines/${name} is out of date`);
  if (stale.length || leftover.length) {
    console.error('Run `npm run docs:machines`.');
    process.exit(1);
  }
} else {
  mkdirSync(directory, { recursive: true });
  for (const [name, content] of stale) writeFileSync(join(directory, name), content);
  for (const name of leftover) rmSync(join(directory, name));
}
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(`docs/machines: ${Object.keys(files).length} files, ${check ? 'checked' : `${stale.length + leftover.length} written or removed`} in ${seconds} s`);
