import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { renderPaths } from '../paths/pathFormats';
import { screens } from '../paths/screens';

type Report = {
  testResults: Array<{ name: string; assertionResults: Array<{ title: string; status: string; failureMessages: string[] }> }>;
};

/**
 * `npm run paths -- <machine> --format playwright` writes a browser spec; this runs such
 * specs as written against this harness's server in Chromium: every screen's spec in one
 * vitest run of their own (one start instead of one per screen), then each screen's results.
 */
describe('generated browser specs run green against the real server', () => {
  const baseUrl = inject('baseUrl');
  const root = process.cwd();
  const dir = join(root, 'tests/generated', `e2e-${process.pid}-${Date.now()}`);
  const machines = Object.keys(screens);
  const specs = new Map<string, { file: string; runnable: number; skipped: number }>();
  let report: Report = { testResults: [] };
  let run: SpawnSyncReturns<string> | undefined;

  beforeAll(() => {
    mkdirSync(dir, { recursive: true });
    for (const machine of machines) {
      const file = join(dir, `${machine}.e2e.test.ts`);
      const spec = renderPaths({ machine, format: 'playwright', out: file }, root);
      writeFileSync(file, spec);
      specs.set(machine, { file, runnable: (spec.match(/^ {2}it\(/gm) ?? []).length, skipped: (spec.match(/^ {2}it\.skip\(/gm) ?? []).length });
    }
    // The specs' own run reuses this server: a global setup that provides its address.
    const setup = join(dir, 'generated.setup.ts');
    writeFileSync(
      setup,
      `import type { TestProject } from 'vitest/node';\nexport function setup(project: TestProject): void {\n  project.provide('baseUrl', process.env['GENERATED_SPEC_BASE_URL']!);\n}\n`,
    );
    const config = join(dir, 'generated.config.ts');
    const include = [...specs.values()].map(({ file }) => file.slice(root.length + 1));
    writeFileSync(
      config,
      `export default { test: { include: ${JSON.stringify(include)}, globalSetup: [${JSON.stringify(setup)}], maxWorkers: 2, testTimeout: 120000, hookTimeout: 120000 } };\n`,
    );
    const reportFile = join(dir, 'report.json');
    run = spawnSync('npx', ['vitest', 'run', '--root', root, '--config', config, '--reporter=json', `--outputFile=${reportFile}`], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, GENERATED_SPEC_BASE_URL: baseUrl },
      maxBuffer: 64 * 1024 * 1024,
    });
    try {
      report = JSON.parse(readFileSync(reportFile, 'utf8')) as Report;
    } catch {
      // No report: every screen's test below says so, with the run's output.
    }
  }, 3_600_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it.each(machines)('%s: the paths its screen can drive pass, the others are skipped', (machine) => {
    const { file, runnable, skipped } = specs.get(machine)!;
    expect(runnable).toBeGreaterThan(0);
    const results = report.testResults.find((result) => result.name === file)?.assertionResults ?? [];
    const count = (status: string) => results.filter((test) => test.status === status).length;
    // What failed and why, from the specs' own report (their output only says where the report is).
    const failures = results.filter((test) => test.status === 'failed').map((test) => `${test.title}\n${test.failureMessages.join('\n').slice(0, 1500)}`);
    const details = `${failures.join('\n\n').slice(0, 6000)}\n${run?.stdout.slice(-2000) ?? ''}\n${run?.stderr.slice(-2000) ?? ''}`;
    expect({ passed: count('passed'), failed: count('failed'), skipped: count('skipped') + count('pending') }, details).toEqual({ passed: runnable, failed: 0, skipped });
  });
});
