import { nextOf } from '../connections';
import type { ModuleCompiler } from './compiler';

/** Why a GENERIC module does nothing (publishing refuses a version with one: NOT_PUBLISHABLE_TYPES). */
export const GENERIC_REASON = 'a GENERIC module holds nothing to run';

/**
 * GENERIC (spec 03 section 2.1): the block an unknown module type falls back to. It holds no
 * address or action, so it runs nothing: a draft conversation logs why and goes on by its
 * connection (else its fallback); publishing a version with one is refused.
 */
export const genericCompiler: ModuleCompiler<'GENERIC'> = {
  compile: (module, kit) => {
    const target = nextOf(module) ?? module.fallback ?? null;
    return {
      final: false,
      state: {
        entry: [
          kit.logOf(
            module,
            target ? `${GENERIC_REASON}; following its ${nextOf(module) ? 'connection' : 'fallback'}` : `${GENERIC_REASON}; the conversation waits for the next message`,
          ),
        ],
        always: { target: kit.to(target) },
      },
    };
  },
  transitions(_module, kit) {
    kit.onward('onward', 'next', GENERIC_REASON);
  },
  walk(_module, kit) {
    if (!kit.looping()) kit.go('onward', kit.onward);
  },
};
