import type { ModuleCompiler } from './compiler';

/** GENERATIVE, 'Auto Generative' (spec 03 section 2.6): its provider is not connected to the engine yet, so it logs why and follows its fallback (else its connection). */
export const generativeCompiler: ModuleCompiler<'GENERATIVE'> = {
  compile: (module, kit) => kit.notRun(module),
  transitions: (module, kit) => kit.notRun(module),
  walk: (_module, kit) => kit.notRun(),
};
