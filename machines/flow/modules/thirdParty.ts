import type { ModuleCompiler } from './compiler';

/** THIRDPARTY, 'Wait For': waits its time (seconds) before it goes on; no time goes on at once. */
export const thirdPartyCompiler: ModuleCompiler<'THIRDPARTY'> = {
  compile(module, kit) {
    const seconds = module.settings.timeToWait ?? 0;
    const ms = Number.isFinite(seconds) && seconds > 0 ? Math.round(seconds * 1000) : 0;
    return { final: false, state: ms > 0 ? { after: { [ms]: { target: kit.onward(module) } } } : { always: { target: kit.onward(module) } } };
  },
  transitions: (_module, kit) => kit.onward('next', 'next', 'goes on'),
};
