import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateFlowPaths } from '../../machines/flow/paths';
import { starterFlow } from '../../server/bots/flowBuilder';
import { expectPathReplays, startLocalEffects, type LocalEffects } from './replay';

/** The first flow of an assistant made "from scratch": every module reachable, every path through the real engine. */
let local: LocalEffects;
beforeAll(async () => {
  local = await startLocalEffects();
});
afterAll(async () => {
  await local.close();
});

describe('the flow of an assistant made from scratch', () => {
  const flow = starterFlow();
  const generated = generateFlowPaths(flow);

  it('greets, asks for a name, answers with it, offers quick replies and says goodbye before it ends', () => {
    const types = flow.modules.map((m) => m.type);
    expect(types).toEqual(expect.arrayContaining(['START', 'MESSAGE', 'INPUT', 'SELECTION', 'END']));
    expect(flow.modules.find((m) => m.type === 'INPUT')?.settings).toMatchObject({ param: 'name', prompt: 'What is your name?' });
    expect(flow.modules.filter((m) => m.type === 'MESSAGE').map((m) => m.settings['payloads'])).toEqual(
      expect.arrayContaining([['Nice to meet you, #name!'], ['Goodbye, #name! Thanks for chatting.']]),
    );
    expect(flow.modules.find((m) => m.type === 'SELECTION')?.settings['selectionType']).toBe('QUICKREPLY');
  });

  it('reaches every module and takes every transition', () => {
    expect(generated.truncated).toBe(false);
    expect(generated.uncovered).toEqual({ modules: [], transitions: [] });
    expect(generated.coverage.modules.reached).toBe(flow.modules.length);
  });

  it.each(generated.paths.map((path, index) => [index + 1, path.covers.slice(0, 3).join('; '), path] as const))(
    'path %i (%s) replays through the engine',
    async (_index, _covers, path) => {
      await expectPathReplays(flow, path, local);
    },
  );
});
