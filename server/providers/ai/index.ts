import type { AppDeps } from '../../deps';
import { aiKindOfType, type AiConnectionKind } from '../../../services/contracts/aiConnections';
import type { AiConnectionRef, AiProvider } from './provider';
import { builtInNluProvider } from './builtInNlu';
import { sandboxAiProvider } from './sandboxAdapter';

export type { AiConnectionRef, AiProvider } from './provider';

/** What an adapter may use: the database (the built-in NLU keeps its data there), the clock, the configuration. */
export type AiAdapterDeps = Pick<AppDeps, 'db' | 'clock' | 'config'>;

const inDatabase = (deps: AiAdapterDeps): AiProvider => sandboxAiProvider(deps.db, deps.clock);

/**
 * The adapter of each AI connection kind (ARCHITECTURE "Kinds"): one file per kind under this
 * folder, registered here against the contracts' union. A kind still served by the in-database
 * provider says so here until its adapter over the provider's protocol is registered.
 */
export const aiAdapters: { [K in AiConnectionKind]: (deps: AiAdapterDeps) => AiProvider } = {
  builtInNlu: builtInNluProvider,
  dialogflow: inDatabase,
  luisCloud: inDatabase,
  luisOnPremise: inDatabase,
  watson: inDatabase,
  clu: inDatabase,
  generativeCustom: inDatabase,
  generativeDefault: inDatabase,
};

/** The provider that serves an AI connection; a type the console does not know is served from the database. */
export function aiProviderFor(deps: AiAdapterDeps, connection: AiConnectionRef): AiProvider {
  const kind = aiKindOfType(connection.type);
  return kind ? aiAdapters[kind](deps) : inDatabase(deps);
}
