import { aiKindOfType, type AiConnectionKind } from '../../../services/contracts/aiConnections';
import type { AiAdapterDeps } from './adapterDeps';
import { builtInNluProvider } from './builtInNlu';
import { cluProvider } from './clu';
import { dialogflowProvider } from './dialogflow';
import { generativeCustomAdapter } from './generativeCustom';
import { generativeDefaultAdapter } from './generativeDefault';
import { luisCloudProvider } from './luisCloud';
import { luisOnPremiseProvider } from './luisOnPremise';
import type { AiConnectionRef, AiProvider } from './provider';
import { sandboxAiProvider } from './sandboxAdapter';
import { watsonProvider } from './watson';

export type { AiConnectionRef, AiProvider } from './provider';
export type { AiAdapterDeps } from './adapterDeps';

const inDatabase = (deps: AiAdapterDeps): AiProvider => sandboxAiProvider(deps.db, deps.clock);

/**
 * The adapter of each AI connection kind (ARCHITECTURE "Kinds"): one file per kind under this
 * folder, registered here against the contracts' union. Each speaks its provider's protocol
 * (the built-in NLU is the console's own), so the in-database provider serves only types the
 * console does not know.
 */
export const aiAdapters: { [K in AiConnectionKind]: (deps: AiAdapterDeps) => AiProvider } = {
  builtInNlu: builtInNluProvider,
  dialogflow: (deps) => dialogflowProvider(deps, deps.aiHttp),
  luisCloud: luisCloudProvider,
  luisOnPremise: luisOnPremiseProvider,
  watson: (deps) => watsonProvider(deps, deps.aiHttp),
  clu: cluProvider,
  generativeCustom: generativeCustomAdapter,
  generativeDefault: generativeDefaultAdapter,
};

/** The provider that serves an AI connection; a type the console does not know is served from the database. */
export function aiProviderFor(deps: AiAdapterDeps, connection: AiConnectionRef): AiProvider {
  const kind = aiKindOfType(connection.type);
  return kind ? aiAdapters[kind](deps) : inDatabase(deps);
}
