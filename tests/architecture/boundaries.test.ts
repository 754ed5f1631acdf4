import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The boundary check (`npm run check:boundaries`, .dependency-cruiser.cjs) run on small
 * projects written into a temporary folder: one that crosses every line the architecture
 * draws, one that keeps to them. The check must name each crossing by its rule.
 */
const root = process.cwd();
const depcruise = join(root, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');
const config = join(root, '.dependency-cruiser.cjs');
const folders: string[] = [];

afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/**
 * Writes the files into a fresh folder laid out like the repository and runs the check there
 * as `npm test` does; answers its exit status and its report, one `rule: from → to` per line.
 */
function check(files: Record<string, string>): { status: number | null; found: string[]; output: string } {
  const folder = mkdtempSync(join(tmpdir(), 'boundaries-'));
  folders.push(folder);
  writeFileSync(join(folder, 'tsconfig.json'), JSON.stringify({ compilerOptions: { module: 'ESNext', moduleResolution: 'Bundler', strict: true } }));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(resolve(folder, path)), { recursive: true });
    writeFileSync(join(folder, path), text);
  }
  const layers = ['machines', 'services', 'ui', 'server', 'tests'].filter((layer) => Object.keys(files).some((path) => path.startsWith(`${layer}/`)));
  const run = spawnSync(process.execPath, [depcruise, ...layers, '--config', config, '--output-type', 'err'], { cwd: folder, encoding: 'utf8' });
  expect(run.stderr).toBe('');
  // A circle is reported over several lines: "error no-circular: a →", "b →", "a".
  const output = run.stdout.replace(/ →\s*\n\s+/g, ' → ');
  const found = [...output.matchAll(/^\s*error ([a-z-]+): (.+)$/gm)].map((m) => `${m[1]}: ${m[2]!.trim()}`);
  return { status: run.status, found, output };
}

describe('the import boundary check', () => {
  it('names the rule of every forbidden import planted in a project', () => {
    const { status, found } = check({
      'machines/planted.machine.ts': [
        "import { serverThing } from '../server/serverThing';",
        "import { call } from '../services/call';",
        "import { view } from '../ui/view';",
        "import type { Contract } from '../services/contracts/contract';",
        'export const planted: unknown[] = [serverThing, call, view];',
        'export type Planted = Contract;',
      ].join('\n'),
      'machines/readsFiles.ts': "import { readFileSync } from 'node:fs';\nexport const read = readFileSync;\n",
      'machines/lost.ts': "import { gone } from './missing';\nexport const lost = gone;\n",
      'ui/view.ts': "import { serverThing } from '../server/serverThing';\nexport const view = serverThing;\n",
      'ui/usesTooling.ts': "import { tool } from '../tests/paths/tool';\nexport const used = tool;\n",
      'ui/callsItself.ts': "import { call } from '../services/call';\nexport const called = call;\n",
      'ui/first.ts': "import { second } from './second';\nexport const first = () => second;\n",
      'ui/second.ts': "import { first } from './first';\nexport const second = () => first;\n",
      'server/serverThing.ts': "import { call } from '../services/call';\nimport { screen } from '../ui/screen';\nexport const serverThing = [call, screen];\n",
      'services/call.ts': "import { failure } from '../machines/failure';\nexport const call = failure;\n",
      'services/contracts/contract.ts': "import { call } from '../call';\nexport type Contract = typeof call;\n",
      'machines/failure.ts': 'export const failure = 1;\n',
      'ui/screen.ts': 'export const screen = 1;\n',
      'tests/paths/tool.ts': 'export const tool = 1;\n',
    });
    expect(found).toEqual(
      expect.arrayContaining([
        'machines-not-to-ui-services-server: machines/planted.machine.ts → server/serverThing.ts',
        'machines-not-to-ui-services-server: machines/planted.machine.ts → services/call.ts',
        'machines-not-to-ui-services-server: machines/planted.machine.ts → ui/view.ts',
        'machines-not-to-node: machines/readsFiles.ts → fs',
        'not-to-unresolvable: machines/lost.ts → ./missing',
        'ui-not-to-server: ui/view.ts → server/serverThing.ts',
        'product-not-to-tests: ui/usesTooling.ts → tests/paths/tool.ts',
        'ui-only-contracts-from-services: ui/callsItself.ts → services/call.ts',
        'server-only-contracts-from-services: server/serverThing.ts → services/call.ts',
        'server-not-to-ui: server/serverThing.ts → ui/screen.ts',
        'services-not-to-machines-ui-server: services/call.ts → machines/failure.ts',
        'contracts-only-zod: services/contracts/contract.ts → services/call.ts',
      ]),
    );
    expect(found).toEqual(expect.arrayContaining([expect.stringMatching(/^no-circular: ui\/(first|second)\.ts → ui\/(first|second)\.ts → ui\/(first|second)\.ts$/)]));
    // The machine's type import of a contract is allowed: it is not among the violations.
    expect(found.some((line) => line.includes('→ services/contracts/contract.ts'))).toBe(false);
    expect(status).toBe(found.length);
  }, 60_000);

  it('passes a project that keeps to the lines: contracts shared by machines, services, server and ui', () => {
    const { status, found, output } = check({
      'services/contracts/contract.ts': "import { ids } from './ids';\nexport type Contract = { id: string };\nexport const contractIds = ids;\n",
      'services/contracts/ids.ts': 'export const ids = [1];\n',
      'machines/kept.machine.ts': "import type { Contract } from '../services/contracts/contract';\nexport type Kept = Contract;\n",
      'services/call.ts': "import type { Contract } from './contracts/contract';\nexport const call = (c: Contract) => c.id;\n",
      'server/route.ts':
        "import { contractIds } from '../services/contracts/contract';\nimport { failure } from '../machines/failure';\nexport const route = [contractIds, failure];\n",
      'machines/failure.ts': 'export const failure = 1;\n',
      'ui/view.ts':
        "import type { Contract } from '../services/contracts/contract';\nimport type { Kept } from '../machines/kept.machine';\nexport type View = [Contract, Kept];\n",
      // A ui test builds its own actors, from the real services if it likes.
      'ui/view.test.ts': "import { call } from '../services/call';\nexport const actors = { call };\n",
      'machines/kept.machine.test.ts': "import { readFileSync } from 'node:fs';\nimport { tool } from '../tests/paths/tool';\nexport const uses = [readFileSync, tool];\n",
      'tests/paths/tool.ts': "import { failure } from '../../machines/failure';\nexport const tool = failure;\n",
    });
    expect(found).toEqual([]);
    expect(output).toContain('no dependency violations found');
    expect(status).toBe(0);
  }, 60_000);
});
