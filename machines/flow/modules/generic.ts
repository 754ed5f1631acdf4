import type { ModuleCompiler } from './compiler';

/** GENERIC, the generic block an unknown module type falls back to (spec 03 section 2.1): the engine does not run it, so it logs why and follows its fallback (else its connection). */
export const genericCompiler: ModuleCompiler<'GENERIC'> = {
  compile: (module, kit) => kit.notRun(module),
  transitions: (module, kit) => kit.notRun(module),
  walk: (_module, kit) => kit.notRun(),
};
