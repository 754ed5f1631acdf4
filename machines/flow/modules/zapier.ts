import { nextOf } from '../connections';
import type { ModuleCompiler } from './compiler';

/** A hook's sample answer on a path: the values the engine keeps from it. */
const SAMPLE_ANSWER = { status: 'success' };

/**
 * ZAPIER (spec 03 section 2.15): the zap's catch hook gets the conversation's parameters
 * (zapierCall); the answer's top-level values are kept as parameters and the conversation goes
 * on; a failure (no such zap, the hook refuses or does not answer) falls back.
 */
export const zapierCompiler: ModuleCompiler<'ZAPIER'> = {
  compile: (module, kit) => ({
    final: false,
    state: kit.effect(
      module,
      'zapierCall',
      ({ context }) => ({ moduleId: module.id, zapId: module.settings.zapID ?? '', params: context.params }),
      { target: kit.to(nextOf(module)), actions: ['keepVariables'] },
      'the zap call failed',
    ),
  }),
  transitions(_module, kit) {
    kit.add('ok', 'effectOk', 'the zap answers', kit.next?.id ?? null, kit.next);
    kit.fallBack('failed', 'effectFailed', 'the zap call fails');
  },
  walk(module, kit) {
    kit.go('ok', kit.next, kit.answered({ kind: 'zapier', moduleId: module.id, ok: true, body: SAMPLE_ANSWER, variables: SAMPLE_ANSWER }, SAMPLE_ANSWER));
    kit.go('failed', kit.fallBack, kit.answered({ kind: 'zapier', moduleId: module.id, ok: false }));
  },
  setsParameters: () => Object.keys(SAMPLE_ANSWER),
};
