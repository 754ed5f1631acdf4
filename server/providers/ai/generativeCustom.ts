import { generativeCustom as contract } from '../../../services/contracts/aiConnections/generativeCustom';
import type { GenerativeModel } from '../../../services/contracts/aiConnections/generativeModel';
import { predictGenerative } from './generative';
import { generativeAiProvider } from './generativeProvider';
import type { AiAdapterDeps } from './adapterDeps';
import type { ModelEndpoint } from './openAiHttp';
import { openAiCompatible, type ConnectionModels } from './openAiCompatible';
import { AiProviderError, type AiConnectionRef, type AiProvider, type GenerativeService } from './provider';

/**
 * Generative AI on the company's own subscription (spec 02 section 3): the connection's first
 * generative model entry answers completions and its first vector-search entry embeddings, over
 * the OpenAI-compatible protocol in the form each entry names (Azure OpenAI, OpenAI, a local
 * model server).
 */
export const generativeCustomMessages = {
  noDeployments: 'This Generative AI connection has no generative and vector-search deployment. Add them in its settings.',
} as const;

const endpointOf = (model: GenerativeModel): ModelEndpoint => ({
  apiStyle: model.apiStyle,
  endpoint: model.endpoint,
  model: model.deploymentName,
  key: model.azureKey,
  ...(model.apiVersion ? { apiVersion: model.apiVersion } : {}),
});

/** The connection's model entries, or undefined for a row stored before the contract (no deployments). */
function entriesOf(connection: AiConnectionRef): { chat: GenerativeModel; embeddings: GenerativeModel } | undefined {
  const parsed = contract.settings.safeParse(connection.settings);
  if (!parsed.success) return undefined;
  const { generativeModels, vectorSearchModels } = parsed.data.generativeAIProviderProperties;
  const chat = generativeModels[0];
  const embeddings = vectorSearchModels[0];
  return chat && embeddings ? { chat, embeddings } : undefined;
}

export function customModelsOf(connection: AiConnectionRef): ConnectionModels {
  const entries = entriesOf(connection);
  if (!entries) throw new AiProviderError('badInput', generativeCustomMessages.noDeployments);
  return { chat: endpointOf(entries.chat), embeddings: endpointOf(entries.embeddings) };
}

export function generativeCustomService(): GenerativeService {
  return openAiCompatible(customModelsOf);
}

export function generativeCustomAdapter(deps: AiAdapterDeps): AiProvider {
  const legacyModel = (connection: AiConnectionRef) => (typeof connection.settings['model'] === 'string' ? connection.settings['model'] : undefined);
  return generativeAiProvider(
    deps,
    generativeCustomService(),
    (connection) => entriesOf(connection)?.chat.modelType ?? legacyModel(connection) ?? '',
    // A row stored before the contract has no deployment to ask: its module intents are scored on this server.
    (connection, input, settings) =>
      entriesOf(connection) || !settings?.intents.length ? undefined : Promise.resolve(predictGenerative(input, settings, legacyModel(connection))),
  );
}
