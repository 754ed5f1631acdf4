import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fixture from '../fixtures/flow-format-1.json';
import { compileFlow } from '../../machines/flow/compile';
import { generateFlowPaths } from '../../machines/flow/paths';
import { starterFlow } from '../../server/bots/flowBuilder';
import { TEMPLATE_LIBRARY } from '../../server/bots/templates/library';
import { flowDocument, type FlowDocument } from '../../services/contracts/flow';
import type { FlowDocumentV2 } from '../../services/contracts/modules';
import { parseStoredFlow } from '../../services/contracts/modules/storedFlow';
import { expectPathReplays, startLocalEffects, type LocalEffects } from './replay';

/**
 * Stored flows of format 1 (the fixture with every module type, the template library, the
 * starter flow) read through parseStoredFlow: they migrate to format 2, and the engine
 * compiles the migrated flow and runs the same paths as it did with the format-1 flow.
 */
const readers: Array<readonly [string, FlowDocument]> = [
  ['the format-1 fixture with every module type', flowDocument.parse(fixture)],
  ['the starter flow', starterFlow()],
  ...TEMPLATE_LIBRARY.map((t) => [`template ${t.name}`, t.flow] as const),
];

/** The migrated flow as the engine reads it today (format 1's shape: the readers are not switched yet). */
const asRead = (flow: FlowDocumentV2): FlowDocument => ({ ...flow, formatVersion: 1 });

function migrated(flow: FlowDocument): FlowDocumentV2 {
  const result = parseStoredFlow(structuredClone(flow));
  if (!result.ok) throw new Error(result.problem.text);
  return result.flow;
}

let local: LocalEffects;
beforeAll(async () => {
  local = await startLocalEffects();
});
afterAll(async () => {
  await local.close();
});

describe.each(readers)('%s', (_name, before) => {
  const after = asRead(migrated(before));

  it('migrates to format 2 and compiles', () => {
    expect(migrated(before).formatVersion).toBe(2);
    expect(() => compileFlow(after)).not.toThrow();
  });

  it('has the same generated paths as before the migration', () => {
    expect(generateFlowPaths(after)).toEqual(generateFlowPaths(before));
  });
});

describe('the format-1 fixture after migration', () => {
  const before = flowDocument.parse(fixture);
  const generated = generateFlowPaths(before);

  it('reaches modules of every kind the engine runs', () => {
    expect(generated.truncated).toBe(false);
    const reached = new Set(Object.keys(generated.reach).map((id) => before.modules.find((m) => m.id === id)!.type));
    for (const type of ['START', 'MESSAGE', 'SELECTION', 'INPUT', 'LOGIC', 'INTEGRATION', 'EMAIL', 'THIRDPARTY', 'HANDOVER', 'END'] as const) expect(reached).toContain(type);
  });

  it.each(generated.paths.map((path, index) => [index + 1, path.covers.slice(0, 3).join('; '), path] as const))(
    'path %i (%s) replays through the engine',
    async (_index, _covers, path) => {
      await expectPathReplays(asRead(migrated(before)), path, local);
    },
  );
});
