import type { AppDeps } from '../../deps';

/** What an adapter may use: the database (the built-in NLU keeps its data there), the clock, the configuration. */
export type AiAdapterDeps = Pick<AppDeps, 'db' | 'clock' | 'config'>;
