import type { ModuleCompiler } from './compiler';

/** END: the conversation ends here (a final state; the vote it may ask for is the server's). */
export const endCompiler: ModuleCompiler<'END'> = {
  compile: () => ({ final: true, entry: [] }),
  transitions: () => {},
  noFallback: true,
  walk: (_module, kit) => kit.stop('ended'),
};
