import { nextOf } from '../connections';
import type { ModuleCompiler } from './compiler';

/**
 * INTEGRATION, the integration call: the integrationCall actor with the module's settings
 * and the conversation's parameters; the answer's variables are kept, a failure falls back.
 * The request carries the module's typed settings; the server's executor makes the call.
 */
export const integrationCompiler: ModuleCompiler<'INTEGRATION'> = {
  compile: (module, kit) => ({
    final: false,
    state: kit.effect(
      module,
      'integrationCall',
      ({ context }) => ({ moduleId: module.id, settings: module.settings, params: context.params }),
      { target: kit.to(nextOf(module)), actions: ['keepVariables'] },
      'the integration call failed',
    ),
  }),
  transitions(_module, kit) {
    kit.add('ok', 'effectOk', 'the integration call answers', kit.next?.id ?? null, kit.next);
    kit.fallBack('failed', 'effectFailed', 'the integration call fails');
  },
};
