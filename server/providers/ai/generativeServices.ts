import { aiKindOfType } from '../../../services/contracts/aiConnections';
import { generativeCustomService } from './generativeCustom';
import { generativeDefaultService } from './generativeDefault';
import type { AiAdapterDeps } from './adapterDeps';
import { AiProviderError, type AiConnectionRef, type GenerativeService, type GenerativeServiceFor } from './provider';

export const generativeServiceMessages = {
  notGenerative: 'This AI connection is not a Generative AI connection.',
} as const;

/**
 * The generative models of a connection (chat completions and embeddings), for the engine's
 * generative modules and the knowledge base: its own deployments (Generative AI) or the
 * product's subscription (Generative AI Default).
 */
export function generativeServiceFor(deps: Pick<AiAdapterDeps, 'config'>, connection: AiConnectionRef): GenerativeService {
  const kind = aiKindOfType(connection.type);
  if (kind === 'generativeCustom') return generativeCustomService();
  if (kind === 'generativeDefault') return generativeDefaultService(deps);
  throw new AiProviderError('badInput', generativeServiceMessages.notGenerative);
}

/** The generative service of each connection that has one (undefined for the other kinds): what the app gives the engine and the knowledge base. */
export function generativeServices(deps: Pick<AiAdapterDeps, 'config'>): GenerativeServiceFor {
  return (connection) => {
    const kind = aiKindOfType(connection.type);
    return kind === 'generativeCustom' || kind === 'generativeDefault' ? generativeServiceFor(deps, connection) : undefined;
  };
}
