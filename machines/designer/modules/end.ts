import type { ModuleDesign } from './design';

/** END: the conversation ends here; nothing goes on from it. */
export const endDesign: ModuleDesign<'END'> = {
  without: ['next', 'fallback'],
};
