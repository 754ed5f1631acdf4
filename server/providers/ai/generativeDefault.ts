import { DEFAULT_GENERATIVE_MODEL, DEFAULT_VECTOR_SEARCH_MODEL } from '../../../services/contracts/aiConnections/generativeModel';
import type { AppConfig } from '../../config';
import { productSubscriptionKey } from '../../sandboxes/openai/sandboxKeys';
import { generativeAiProvider } from './generativeProvider';
import type { AiAdapterDeps } from './adapterDeps';
import { openAiCompatible, type ConnectionModels } from './openAiCompatible';
import { AiProviderError, type AiProvider, type GenerativeService } from './provider';

/**
 * Generative AI on the product's subscription (spec 02 section 3): the server's configuration
 * names the service (GENERATIVE_AI_URL, GENERATIVE_AI_KEY, GENERATIVE_AI_API_STYLE,
 * GENERATIVE_AI_MODEL, GENERATIVE_AI_EMBEDDING_MODEL); unset in developer mode, it is this
 * server's generative sandbox, with a key the server computes.
 */
export const generativeDefaultMessages = {
  notConfigured: "The product's generative AI subscription is not configured on this server (GENERATIVE_AI_URL).",
} as const;

export const GENERATIVE_SANDBOX_PATH = '/sandbox/openai';

export function defaultModelsOf(config: Pick<AppConfig, 'generativeAi' | 'devMode' | 'publicUrl' | 'secretKey'>): ConnectionModels {
  const configured = config.generativeAi;
  const onSandbox = !configured?.url && config.devMode;
  const endpoint = configured?.url ?? (onSandbox ? `${config.publicUrl}${GENERATIVE_SANDBOX_PATH}` : undefined);
  if (!endpoint) throw new AiProviderError('unavailable', generativeDefaultMessages.notConfigured);
  const key = onSandbox ? productSubscriptionKey(config.secretKey) : (configured?.key ?? '');
  const apiStyle = onSandbox ? 'azure' : (configured?.apiStyle ?? 'azure');
  return {
    chat: { apiStyle, endpoint, key, model: configured?.model ?? DEFAULT_GENERATIVE_MODEL },
    embeddings: { apiStyle, endpoint, key, model: configured?.embeddingModel ?? DEFAULT_VECTOR_SEARCH_MODEL },
  };
}

export function generativeDefaultService(deps: Pick<AiAdapterDeps, 'config'>): GenerativeService {
  return openAiCompatible(() => defaultModelsOf(deps.config));
}

export function generativeDefaultAdapter(deps: AiAdapterDeps): AiProvider {
  return generativeAiProvider(deps, generativeDefaultService(deps), () => deps.config.generativeAi?.model ?? DEFAULT_GENERATIVE_MODEL);
}
