import type { ModuleCompiler } from './compiler';

/** CODESTATION (spec 03 section 2.7): its provider is not connected to the engine yet, so it logs why and follows its fallback (else its connection). */
export const codeStationCompiler: ModuleCompiler<'CODESTATION'> = {
  compile: (module, kit) => kit.notRun(module),
  transitions: (module, kit) => kit.notRun(module),
  walk: (_module, kit) => kit.notRun(),
};
