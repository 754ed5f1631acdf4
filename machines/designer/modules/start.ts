import type { ModuleDesign } from './design';

/** START: where every conversation begins; nothing leads into it and it has no fallback. */
export const startDesign: ModuleDesign<'START'> = {
  without: ['input', 'fallback'],
};
