// Prints the gzip size of the embeddable web messenger (dist/widget/messenger.js) beside its
// 60 KB budget and beside the console's entry chunk, both built in this run; exits non-zero
// over budget. Run: npm run bench:widget (add --no-build to measure the dist/ already built).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { z } from 'zod';

const WIDGET_BUDGET_BYTES = 60 * 1024;
const DIST = 'dist';

const manifest = z.record(z.string(), z.object({ file: z.string(), isEntry: z.boolean().optional() }));

const gzipBytes = (path: string) => gzipSync(readFileSync(path), { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function build(): void {
  // The console's build empties dist/: the widget is built after it, as npm run build does.
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  execFileSync('npx', ['vite', 'build', '--config', 'vite.widget.config.ts', '--logLevel', 'warn'], { stdio: 'inherit' });
}

function consoleEntry(): string {
  const entries = Object.values(manifest.parse(JSON.parse(readFileSync(join(DIST, '.vite', 'manifest.json'), 'utf8')))).filter((chunk) => chunk.isEntry);
  const entry = entries[0];
  if (!entry) throw new Error('The console build has no entry chunk in dist/.vite/manifest.json.');
  return join(DIST, entry.file);
}

function main(): void {
  if (!process.argv.includes('--no-build')) build();
  const widget = join(DIST, 'widget', 'messenger.js');
  if (!existsSync(widget)) throw new Error(`${widget} is missing: run npm run build.`);
  const widgetSize = gzipBytes(widget);
  const entrySize = gzipBytes(consoleEntry());
  const within = widgetSize <= WIDGET_BUDGET_BYTES;
  console.log(`Web messenger (dist/widget/messenger.js): ${kb(widgetSize)} gzip, budget ${kb(WIDGET_BUDGET_BYTES)}: ${within ? 'within' : 'OVER'} budget`);
  console.log(`Console entry chunk (${consoleEntry()}): ${kb(entrySize)} gzip, for comparison`);
  if (!within) process.exit(1);
}

main();
