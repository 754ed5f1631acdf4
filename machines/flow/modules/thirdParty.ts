import type { FlowModuleOf } from '../../../services/contracts/modules';
import type { ModuleCompiler } from './compiler';

/** The time the module waits, in milliseconds (0: none). */
function waitOf(module: FlowModuleOf<'THIRDPARTY'>): number {
  const seconds = module.settings.timeToWait ?? 0;
  return Number.isFinite(seconds) && seconds > 0 ? Math.round(seconds * 1000) : 0;
}

/** THIRDPARTY, 'Wait For': waits its time (seconds) before it goes on; no time goes on at once. */
export const thirdPartyCompiler: ModuleCompiler<'THIRDPARTY'> = {
  compile(module, kit) {
    const ms = waitOf(module);
    return { final: false, state: ms > 0 ? { after: { [ms]: { target: kit.onward(module) } } } : { always: { target: kit.onward(module) } } };
  },
  transitions: (_module, kit) => kit.onward('next', 'next', 'goes on'),
  walk(module, kit) {
    // Only a module that goes on at once can loop.
    if (waitOf(module) === 0 && kit.looping()) return;
    kit.go('next', kit.onward);
  },
};
