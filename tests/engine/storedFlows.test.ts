import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fixture from '../fixtures/flow-format-1.json';
import pathsBefore from '../fixtures/flow-format-1.paths.json';
import { compileFlow } from '../../machines/flow/compile';
import { generateFlowPaths } from '../../machines/flow/paths';
import { starterFlow } from '../../server/bots/flowBuilder';
import { TEMPLATE_LIBRARY } from '../../server/bots/templates/library';
import type { FlowDocument } from '../../services/contracts/flow';
import { parseStoredFlow } from '../../services/contracts/modules/storedFlow';
import { expectPathReplays, startLocalEffects, type LocalEffects } from './replay';

/**
 * A flow stored in format 1 before typed settings (the fixture, with every module type) is
 * read through the contract: it migrates to format 2, compiles, and generates the very paths
 * the engine generated from it in format 1 (flow-format-1.paths.json, recorded from the
 * format-1 engine), each of which replays through the engine. The starter flow and the
 * template library are written in format 2 and pass the strict check.
 */
function migrated(stored: unknown): FlowDocument {
  const result = parseStoredFlow(structuredClone(stored));
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

describe.each([['the starter flow', starterFlow()] as const, ...TEMPLATE_LIBRARY.map((t) => [`template ${t.name}`, t.flow] as const)])('%s', (_name, flow) => {
  it('is a valid format-2 flow, read back as written', () => {
    expect(flow.formatVersion).toBe(2);
    expect(migrated(flow)).toEqual(flow);
  });
});

describe('the format-1 fixture', () => {
  const flow = migrated(fixture);
  const generated = generateFlowPaths(flow);

  it('migrates to format 2 and compiles', () => {
    expect(flow.formatVersion).toBe(2);
    expect(() => compileFlow(flow)).not.toThrow();
  });

  it('has the paths the format-1 engine generated from it', () => {
    expect(JSON.parse(JSON.stringify(generated))).toEqual(pathsBefore);
  });

  it('reaches modules of every kind the engine runs', () => {
    expect(generated.truncated).toBe(false);
    const reached = new Set(Object.keys(generated.reach).map((id) => flow.modules.find((m) => m.id === id)!.type));
    for (const type of ['START', 'MESSAGE', 'SELECTION', 'INPUT', 'LOGIC', 'INTEGRATION', 'EMAIL', 'THIRDPARTY', 'HANDOVER', 'END'] as const) expect(reached).toContain(type);
  });

  it.each(generated.paths.map((path, index) => [index + 1, path.covers.slice(0, 3).join('; '), path] as const))(
    'path %i (%s) replays through the engine',
    async (_index, _covers, path) => {
      await expectPathReplays(flow, path, local);
    },
  );
});
