import type { ModuleCompiler } from './compiler';

/** AI, 'AI Action' (spec 03 section 2.5): its provider is not connected to the engine yet, so it logs why and follows its fallback (else its connection). */
export const aiCompiler: ModuleCompiler<'AI'> = {
  compile: (module, kit) => kit.notRun(module),
  transitions: (module, kit) => kit.notRun(module),
  walk: (_module, kit) => kit.notRun(),
};
