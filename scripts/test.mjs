// The whole test suite. After the environment check, three lanes run side by side, each in the
// order a failure is cheapest to find:
//   checks:  types, import boundaries, lint, formatting, the PostgreSQL path, machine docs
//   unit:    unit, model-based and API tests
//   browser: the build, then the browser tests against the built console
// A lane's output goes to its own log, printed whole when the lane ends (the path of each log is
// printed at the start, to follow one while it runs). Prints one closing line with the totals.
import { spawn, spawnSync } from 'node:child_process';
import { appendFileSync, closeSync, existsSync, mkdtempSync, openSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { clearInterval, setInterval } from 'node:timers';
import { join } from 'node:path';

const reports = mkdtempSync(join(tmpdir(), 'console-tests-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const started = Date.now();
const minutes = (since) => ((Date.now() - since) / 60_000).toFixed(1);

function count(reportFile) {
  if (!existsSync(reportFile)) return;
  const report = JSON.parse(readFileSync(reportFile, 'utf8'));
  totals.passed += report.numPassedTests ?? 0;
  totals.failed += report.numFailedTests ?? 0;
  totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
}

/** One command of a lane, its output appended to the lane's log; resolves to whether it passed. */
function step(log, title, command, args) {
  return new Promise((resolve) => {
    const since = Date.now();
    const write = (line) => appendFileSync(log, `${line}\n`);
    write(`\n=== ${title} ===`);
    const fd = openSync(log, 'a');
    const child = spawn(command, args, { stdio: ['ignore', fd, fd] });
    child.on('close', (code, signal) => {
      closeSync(fd);
      const passed = code === 0;
      write(`=== ${title}: ${passed ? 'passed' : `failed (exit ${code ?? signal})`} in ${minutes(since)} min ===`);
      resolve(passed);
    });
  });
}

function vitestStep(log, title, args, reportName) {
  const file = join(reports, `${reportName}.json`);
  return {
    title,
    run: () => step(log, title, 'npx', ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`]),
    report: file,
  };
}

/** A lane runs its steps in order; a step marked `needs` runs only when the step before it passed. */
async function lane(name, steps) {
  const log = join(reports, `${name}.log`);
  console.log(`lane ${name}: ${steps.map((s) => s.title).join(', ')} (log: ${log})`);
  const since = Date.now();
  let ok = true;
  let previous = true;
  for (const s of steps) {
    if (s.needsPrevious && !previous) {
      ok = false;
      continue;
    }
    const command = s.run ?? (() => step(log, s.title, s.command, s.args));
    previous = await command();
    if (s.report) count(s.report);
    ok &&= previous;
  }
  console.log(`\n##### lane ${name}: ${ok ? 'passed' : 'FAILED'} in ${minutes(since)} min #####`);
  process.stdout.write(existsSync(log) ? readFileSync(log, 'utf8') : '');
  return ok;
}

const setup = spawnSync('node', ['scripts/test-setup.mjs'], { stdio: 'inherit' });
if (setup.status !== 0) process.exit(1);

const heartbeat = setInterval(() => console.log(`... still testing (${minutes(started)} min)`), 5 * 60_000);
const checksLog = join(reports, 'checks.log');
const unitLog = join(reports, 'unit.log');
const browserLog = join(reports, 'browser.log');
const results = await Promise.all([
  lane('checks', [
    { title: 'typecheck', command: 'npx', args: ['tsc', '--noEmit', '-p', 'tsconfig.json'] },
    { title: 'import boundaries (docs/architecture.md, .dependency-cruiser.cjs)', command: 'npm', args: ['run', '--silent', 'check:boundaries'] },
    { title: 'lint (eslint)', command: 'npm', args: ['run', '--silent', 'lint'] },
    { title: 'format check (prettier)', command: 'npm', args: ['run', '--silent', 'format:check'] },
    vitestStep(checksLog, 'PostgreSQL server path', ['--config', 'vitest.postgres.config.ts'], 'postgres'),
    { title: 'machine docs (docs/machines/)', command: 'npx', args: ['tsx', 'scripts/machineDocs.ts', '--check'] },
  ]),
  lane('unit', [vitestStep(unitLog, 'unit, model-based and API tests', [], 'unit')]),
  lane('browser', [
    { title: 'build (console and web messenger)', command: 'npm', args: ['run', '--silent', 'build'] },
    { ...vitestStep(browserLog, 'browser tests (Chromium)', ['--config', 'vitest.e2e.config.ts'], 'e2e'), needsPrevious: true },
  ]),
]);
clearInterval(heartbeat);

console.log('');
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped (${minutes(started)} min)`);
process.exit(results.every(Boolean) && totals.failed === 0 ? 0 : 1);
