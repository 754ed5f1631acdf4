import { LATEST_VERSION } from '../../../services/contracts/modules/switch';
import type { ModuleCompiler } from './compiler';

/** SWITCH, 'Forward To Bot': the conversation ends here and continues with another assistant, in its chosen version. */
export const switchCompiler: ModuleCompiler<'SWITCH'> = {
  compile: (module, kit) => ({
    final: true,
    entry: [kit.logOf(module, `switching to assistant ${module.settings.botID ?? ''} version ${module.settings.version || LATEST_VERSION}`)],
  }),
  transitions: () => {},
  noFallback: true,
  walk: (_module, kit) => kit.stop('switch'),
  output: (module) => ({ kind: 'switch', moduleId: module.id, target: { botId: module.settings.botID ?? '', version: module.settings.version ?? '' } }),
};
