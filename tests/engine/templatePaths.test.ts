import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateFlowPaths } from '../../machines/flow/paths';
import { TEMPLATE_LIBRARY } from '../../server/bots/templates/library';
import { expectPathReplays, startLocalEffects, type LocalEffects } from './replay';

/**
 * Every seeded template (the library seedTemplates writes into bot_templates): its
 * generated paths walked through the real engine, step by step, with real side effects
 * pointed at local fakes; every module reached or listed with the reason it cannot be.
 */
let local: LocalEffects;
beforeAll(async () => {
  local = await startLocalEffects();
});
afterAll(async () => {
  await local.close();
});

describe.each(TEMPLATE_LIBRARY.map((t) => [t.name, t] as const))('template %s', (_name, template) => {
  const generated = generateFlowPaths(template.flow);

  it('covers every module and transition, or says why not', () => {
    expect(generated.truncated).toBe(false);
    const { modules, transitions } = generated.coverage;
    expect(modules.reached + generated.uncovered.modules.length).toBe(modules.total);
    expect(transitions.taken + generated.uncovered.transitions.length).toBe(transitions.total);
    for (const missing of [...generated.uncovered.modules, ...generated.uncovered.transitions]) expect(missing.reason, missing.label).not.toBe('');
    for (const module of template.flow.modules) {
      const reached = generated.reach[module.id];
      const listed = generated.uncovered.modules.find((m) => m.id === module.id);
      expect(Boolean(reached) !== Boolean(listed), `${module.id}: reached or listed, not both`).toBe(true);
      if (reached) expect(generated.paths[reached.path]!.steps[reached.step]!.entered).toContain(module.id);
    }
    // Only modules that do not run in this engine (and what only they lead to) are left out.
    if (!template.flow.modules.some((m) => m.type === 'AI')) {
      expect(generated.uncovered.modules).toEqual([]);
      expect(generated.uncovered.transitions).toEqual([]);
    }
  });

  it.each(generated.paths.map((path, index) => [index + 1, path.covers.slice(0, 3).join('; '), path] as const))(
    'path %i (%s) replays through the engine',
    async (_index, _covers, path) => {
      await expectPathReplays(template.flow, path, local);
    },
  );
});

describe('template coverage figures', () => {
  it('reaches every module and takes every transition of every template, the AI template past its AI module too', () => {
    const figures = Object.fromEntries(TEMPLATE_LIBRARY.map((t) => [t.id, generateFlowPaths(t.flow).coverage]));
    const dialogflow = TEMPLATE_LIBRARY.find((t) => t.aiBot)!;
    expect(figures[dialogflow.id]).toEqual({ modules: { reached: 9, total: 9 }, transitions: { taken: 13, total: 13 } });
    for (const template of TEMPLATE_LIBRARY) {
      const { modules, transitions } = figures[template.id]!;
      expect(modules.reached, template.name).toBe(modules.total);
      expect(transitions.taken, template.name).toBe(transitions.total);
    }
  });
});
