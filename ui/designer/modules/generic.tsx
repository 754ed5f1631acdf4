import type { ModulePanel } from '../panels/types';

/**
 * GENERIC (services/contracts/modules/generic.ts): the block an unknown type falls back to
 * has no settings panel; the side menu shows only its name, fallback and notes.
 */
export const genericPanel: ModulePanel<'GENERIC'> = null;
