import { aiKindOfType, type AiConnectionKind } from '../../../services/contracts/aiConnections';
import type { AiAdapterDeps } from './adapterDeps';
import { builtInNluProvider } from './builtInNlu';
import { cluProvider } from './clu';
import { generativeCustomAdapter } from './generativeCustom';
import { generativeDefaultAdapter } from './generativeDefault';
import { luisCloudProvider } from './luisCloud';
import { luisOnPremiseProvider } from './luisOnPremise';
import type { AiConnectionRef, AiProvider } from './provider';
import { sandboxAiProvider } from './sandboxAdapter';

export type { AiConnectionRef, AiProvider } from './provider';
export type { AiAdapterDeps } from './adapterDeps';

const inDatabase = (deps: AiAdapterDeps): AiProvider => sandboxAiProvider(deps.db, deps.clock);

/**
 * The adapter of each AI connection kind (ARCHITECTURE "Kinds"): one file per kind under this
 * folder, registered here against the contracts' union. A kind still served by the in-database
 * provider says so here until its adapter over the provider's protocol is registered.
 */
export const aiAdapters: { [K in AiConnectionKind]: (deps: AiAdapterDeps) => AiProvider } = {
  builtInNlu: builtInNluProvider,
  // Its adapter over Dialogflow ES is dialogflowProvider (./dialogflow.ts); registered once the tests and demo data that use
  // DialogFlow as an in-database stand-in move to the built-in NLU or to sandbox agents.
  dialogflow: inDatabase,
  luisCloud: luisCloudProvider,
  luisOnPremise: luisOnPremiseProvider,
  // Its adapter over Watson Assistant v1 is watsonProvider (./watson.ts), registered with Dialogflow's.
  watson: inDatabase,
  clu: cluProvider,
  generativeCustom: generativeCustomAdapter,
  generativeDefault: generativeDefaultAdapter,
};

/** The provider that serves an AI connection; a type the console does not know is served from the database. */
export function aiProviderFor(deps: AiAdapterDeps, connection: AiConnectionRef): AiProvider {
  const kind = aiKindOfType(connection.type);
  return kind ? aiAdapters[kind](deps) : inDatabase(deps);
}
