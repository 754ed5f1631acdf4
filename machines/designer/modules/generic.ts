import type { ModuleDesign } from './design';

/** GENERIC, the generic block: next and fallback, nothing required. */
export const genericDesign: ModuleDesign<'GENERIC'> = {};
