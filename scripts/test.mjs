// The whole test suite, in the order a failure is cheapest to find: environment,
// types, import boundaries, lint and formatting, unit/model/API tests, the PostgreSQL path, then the browser
// tests against a built console. Prints how long each part took and one closing line with the totals.
//
// The test parts run one after another: on a machine of two cores each of them keeps both busy (the
// unit tests run a worker per core, the browser tests run Chromium, the server and its database
// thread), and running two at once made both slower than running them in turn. The static checks
// (types, boundaries, lint, formatting) each use one core, so they run side by side, their output
// printed part by part as each ends.
import { spawn, spawnSync } from 'node:child_process';
import { Buffer } from 'node:buffer';
import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const reports = mkdtempSync(join(tmpdir(), 'console-tests-'));
const totals = { passed: 0, failed: 0, skipped: 0, failedFiles: 0 };
let ok = true;
/** The parts that failed and the test files that failed in them, repeated at the end where a log's tail shows them. */
const failures = [];

const started = Date.now();
const minutes = (since) => ((Date.now() - since) / 60_000).toFixed(1);

function run(title, command, args, env = {}) {
  console.log(`\n=== ${title} ===`);
  const since = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`=== ${title}: failed (exit ${result.status ?? result.signal}) after ${minutes(since)} min ===`);
    failures.push(`${title}: exit ${result.status ?? result.signal}`);
    ok = false;
  } else {
    console.log(`=== ${title}: passed in ${minutes(since)} min ===`);
  }
  return result.status === 0;
}

/** Several single-core parts at once: each one's output is kept and printed whole when it ends. */
async function runTogether(parts) {
  const since = Date.now();
  const results = await Promise.all(
    parts.map(
      ({ title, command, args }) =>
        new Promise((resolve) => {
          const child = spawn(command, args, { env: process.env });
          const output = [];
          child.stdout.on('data', (chunk) => output.push(chunk));
          child.stderr.on('data', (chunk) => output.push(chunk));
          child.on('close', (status, signal) => {
            console.log(`\n=== ${title} ===`);
            process.stdout.write(Buffer.concat(output));
            if (status !== 0) {
              console.error(`=== ${title}: failed (exit ${status ?? signal}) after ${minutes(since)} min ===`);
              failures.push(`${title}: exit ${status ?? signal}`);
              ok = false;
            } else {
              console.log(`=== ${title}: passed in ${minutes(since)} min ===`);
            }
            resolve(status === 0);
          });
        }),
    ),
  );
  return results.every(Boolean);
}

function count(reportFile) {
  if (!existsSync(reportFile)) return;
  const report = JSON.parse(readFileSync(reportFile, 'utf8'));
  totals.passed += report.numPassedTests ?? 0;
  totals.failed += report.numFailedTests ?? 0;
  totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  // A file whose set-up failed reports its tests as skipped, not failed: name it and its message.
  for (const file of report.testResults ?? []) {
    if (file.status === 'passed') continue;
    totals.failedFiles += 1;
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    const why = [file.message, ...failed.map((test) => `${test.fullName}: ${(test.failureMessages ?? []).join(' ')}`)].filter(Boolean).join('\n    ');
    failures.push(`  ${file.name.replace(`${process.cwd()}/`, '')}\n    ${why.slice(0, 1500)}`);
  }
}

function vitest(title, args, reportName, env) {
  const file = join(reports, `${reportName}.json`);
  run(title, 'npx', ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`], env);
  count(file);
}

if (!run('test setup', 'node', ['scripts/test-setup.mjs'])) process.exit(1);
await runTogether([
  { title: 'typecheck', command: 'npx', args: ['tsc', '--noEmit', '-p', 'tsconfig.json'] },
  { title: 'lint (eslint)', command: 'npm', args: ['run', '--silent', 'lint'] },
  { title: 'format check (prettier)', command: 'npm', args: ['run', '--silent', 'format:check'] },
  { title: 'import boundaries (docs/architecture.md, .dependency-cruiser.cjs)', command: 'npm', args: ['run', '--silent', 'check:boundaries'] },
]);
vitest('unit, model-based and API tests', [], 'unit');
vitest('PostgreSQL server path', ['--config', 'vitest.postgres.config.ts'], 'postgres');
run('machine docs are current (docs/machines/)', 'npx', ['tsx', 'scripts/machineDocs.ts', '--check']);
if (run('build (console, web messenger and server)', 'npm', ['run', '--silent', 'build'])) vitest('browser tests (Chromium)', ['--config', 'vitest.e2e.config.ts'], 'e2e');

console.log('');
if (failures.length > 0) console.log(['what failed:', ...failures].join('\n'));
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped, ${totals.failedFiles} test files failed (${minutes(started)} min)`);
process.exit(ok && totals.failed === 0 && totals.failedFiles === 0 ? 0 : 1);
