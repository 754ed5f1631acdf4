import type { ModuleCompiler } from './compiler';

/** START: where every conversation begins; it goes on to its connection at once. */
export const startCompiler: ModuleCompiler<'START'> = {
  compile: (module, kit) => ({ final: false, state: { always: { target: kit.onward(module) } } }),
  transitions: (_module, kit) => kit.onward('next', 'next', 'goes on'),
  noFallback: true,
  walk(_module, kit) {
    if (!kit.looping()) kit.go('next', kit.onward);
  },
};
