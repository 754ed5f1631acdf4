import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_HOPS } from '../../machines/flow/compile';
import { generateFlowPaths } from '../../machines/flow/paths';
import { everyBranch } from './flows';
import { expectPathReplays, startLocalEffects, type LocalEffects } from './replay';

/** A flow with every kind of branch: its generated paths replayed through the engine, and what stays uncovered. */
let local: LocalEffects;
beforeAll(async () => {
  local = await startLocalEffects();
});
afterAll(async () => {
  await local.close();
});

const flow = everyBranch();
const generated = generateFlowPaths(flow);

describe('every kind of branch', () => {
  it.each(generated.paths.map((path, index) => [index + 1, path.covers.slice(0, 3).join('; '), path] as const))(
    'path %i (%s) replays through the engine',
    async (_i, _covers, path) => {
      await expectPathReplays(flow, path, local);
    },
  );

  it('reaches every module; leaves out only what no input can take, with the reason', () => {
    expect(generated.coverage).toEqual({ modules: { reached: 28, total: 28 }, transitions: { taken: 50, total: 52 } });
    expect(generated.uncovered.transitions).toEqual([
      {
        id: 'platform>condition:c-web-again',
        label: 'platform: #PLATFORM EQUALS web → end',
        reason: 'no generated reply or parameter makes the condition hold where the module runs (an earlier condition may always win)',
      },
      { id: 'code>valid', label: 'code: a valid reply → end', reason: 'cannot generate a reply matching the custom pattern ^(?=.*\\d)[a-z\\d]{6}$' },
    ]);
    expect(generated.notes).toEqual(['code (code): cannot generate a reply matching the custom pattern ^(?=.*\\d)[a-z\\d]{6}$']);
  });

  it('stops a loop without waiting after MAX_HOPS modules, as the engine does', () => {
    const path = generated.paths[generated.reach['loop-a']!.path]!;
    const step = path.steps[generated.reach['loop-a']!.step]!;
    expect(step.expect.status).toBe('idle');
    expect(step.entered.length).toBe(MAX_HOPS + 1);
  });

  it('scripts the side effects a path needs: the integration answer steering the condition, the e-mail, a failing handover', () => {
    const effects = generated.paths.flatMap((p) => p.steps.flatMap((s) => s.effects));
    expect(effects).toContainEqual({ kind: 'integration', moduleId: 'lookup', ok: true, body: { order: { status: 'shipped' } }, variables: { orderStatus: 'shipped' } });
    expect(effects).toContainEqual({
      kind: 'email',
      moduleId: 'mail',
      ok: true,
      request: { moduleId: 'mail', to: ['team@example.com', 'boss@example.com'], cc: [], subject: 'Red for #NAME', html: '<p>Plans</p>' },
    });
    expect(effects).toContainEqual({ kind: 'handover', moduleId: 'handover', ok: false });
    expect(effects).toContainEqual({ kind: 'ai', moduleId: 'understand', ok: true, prediction: { intent: 'web', score: 1, variables: {} } });
    expect(effects).toContainEqual({ kind: 'ai', moduleId: 'understand', ok: false });
  });
});
