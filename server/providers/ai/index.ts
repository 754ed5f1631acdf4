import type { AppDeps } from '../../deps';
import { aiKindOfType, type AiConnectionKind } from '../../../services/contracts/aiConnections';
import type { AiConnectionRef, AiProvider } from './provider';
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
  builtInNlu: inDatabase,
  // Its adapter over Dialogflow ES is dialogflowProvider (./dialogflow.ts); registered once the tests and demo data that use
  // DialogFlow as an in-database stand-in move to the built-in NLU or to sandbox agents.
  dialogflow: inDatabase,
  luisCloud: inDatabase,
  luisOnPremise: inDatabase,
  // Its adapter over Watson Assistant v1 is watsonProvider (./watson.ts), registered with Dialogflow's.
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
