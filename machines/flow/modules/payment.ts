import type { ModuleCompiler } from './compiler';

/** PAYMENT, the older gateway module (spec 03 section 2.15): its provider is not connected to the engine yet, so it logs why and follows its fallback (else its connection). */
export const paymentCompiler: ModuleCompiler<'PAYMENT'> = {
  compile: (module, kit) => kit.notRun(module),
  transitions: (module, kit) => kit.notRun(module),
  walk: (_module, kit) => kit.notRun(),
};
