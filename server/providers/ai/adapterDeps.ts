import type { AppDeps } from '../../deps';

/**
 * What an adapter may use: the database (the built-in NLU keeps its data there), the clock, the
 * configuration, and how its provider calls wait and try again (the default when none is given).
 */
export type AiAdapterDeps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'aiHttp'>;
