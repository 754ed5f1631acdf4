import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { renderPaths } from '../paths/pathFormats';
import { screens } from '../paths/screens';

/**
 * `npm run paths -- <machine> --format playwright` writes a browser spec; this runs such
 * specs as written, in their own vitest run, against this harness's server in Chromium.
 */
describe('generated browser specs run green against the real server', () => {
  const baseUrl = inject('baseUrl');
  const root = process.cwd();
  const dir = join(root, 'tests/generated', `e2e-${process.pid}-${Date.now()}`);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it.each(Object.keys(screens))(
    '%s: the paths its screen can drive pass, the others are skipped',
    (machine) => {
      mkdirSync(dir, { recursive: true });
      const file = join(dir, `${machine}.e2e.test.ts`);
      const spec = renderPaths({ machine, format: 'playwright', out: file }, root);
      writeFileSync(file, spec);
      const runnable = (spec.match(/^ {2}it\(/gm) ?? []).length;
      const skipped = (spec.match(/^ {2}it\.skip\(/gm) ?? []).length;
      expect(runnable).toBeGreaterThan(0);
      // The spec's own run reuses this server: a global setup that provides its address.
      const setup = join(dir, `${machine}.setup.ts`);
      writeFileSync(
        setup,
        `import type { TestProject } from 'vitest/node';\nexport function setup(project: TestProject): void {\n  project.provide('baseUrl', process.env['GENERATED_SPEC_BASE_URL']!);\n}\n`,
      );
      const config = join(dir, `${machine}.config.ts`);
      writeFileSync(
        config,
        `export default { test: { include: [${JSON.stringify(file.slice(root.length + 1))}], globalSetup: [${JSON.stringify(setup)}], testTimeout: 120000, hookTimeout: 120000 } };\n`,
      );
      const report = join(dir, `${machine}.report.json`);
      const run = spawnSync('npx', ['vitest', 'run', '--root', root, '--config', config, '--reporter=json', `--outputFile=${report}`], {
        cwd: root,
        encoding: 'utf8',
        env: { ...process.env, GENERATED_SPEC_BASE_URL: baseUrl },
      });
      type Report = {
        numPassedTests: number;
        numFailedTests: number;
        numPendingTests: number;
        testResults: Array<{ assertionResults: Array<{ title: string; status: string; failureMessages: string[] }> }>;
      };
      const result = JSON.parse(readFileSync(report, 'utf8')) as Report;
      // What failed and why, from the spec's own report (its output only says where the report is).
      const failures = result.testResults.flatMap((file) =>
        file.assertionResults.filter((test) => test.status === 'failed').map((test) => `${test.title}\n${test.failureMessages.join('\n').slice(0, 1500)}`),
      );
      const details = `${failures.join('\n\n').slice(0, 6000)}\n${run.stdout.slice(-2000)}\n${run.stderr.slice(-2000)}`;
      expect({ passed: result.numPassedTests, failed: result.numFailedTests, skipped: result.numPendingTests }, details).toEqual({ passed: runnable, failed: 0, skipped });
    },
    600_000,
  );
});
