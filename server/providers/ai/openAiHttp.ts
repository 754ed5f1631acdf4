import { openAiError } from '../../../services/contracts/rest/openAiProtocol';
import { callAi, DEFAULT_HTTP, type AiHttp } from './aiHttp';
import { AiProviderError } from './provider';

/**
 * One call of the OpenAI-compatible protocol, in either form: the address and key header of
 * the model entry's API style, JSON in and out, a timeout, and a bounded number of tries when
 * the service says to wait (429 with Retry-After) or fails (5xx, no answer). Refusals become
 * AiProviderError in words for people, naming the host and never the key.
 */
export type ApiStyle = 'azure' | 'openai';

/** One model of a generative connection: where it is, its deployment (azure) or model name (openai) and its key. */
export type ModelEndpoint = { apiStyle: ApiStyle; endpoint: string; model: string; key: string; apiVersion?: string };

export const DEFAULT_AZURE_API_VERSION = '2024-02-01';

export type Operation = 'chat/completions' | 'embeddings';

/** The address of an operation: {endpoint}/openai/deployments/{deployment}/{operation}?api-version=… or {baseUrl}/{operation}. */
export function operationUrl(model: ModelEndpoint, operation: Operation): string {
  const base = model.endpoint.replace(/\/+$/, '');
  if (model.apiStyle === 'openai') return `${base}/${operation}`;
  const version = encodeURIComponent(model.apiVersion || DEFAULT_AZURE_API_VERSION);
  return `${base}/openai/deployments/${encodeURIComponent(model.model)}/${operation}?api-version=${version}`;
}

function headersOf(model: ModelEndpoint): Record<string, string> {
  const headers: Record<string, string> = {};
  if (model.apiStyle === 'azure') headers['api-key'] = model.key;
  else if (model.key) headers['authorization'] = `Bearer ${model.key}`;
  return headers;
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return 'an invalid address';
  }
}

/** The service's own words of an error, without the key should it echo it. */
function serviceWords(body: unknown, key: string): string | undefined {
  const parsed = openAiError.safeParse(body);
  if (!parsed.success) return undefined;
  const words = parsed.data.error.message.slice(0, 300);
  return key ? words.split(key).join('<key>') : words;
}

function refusal(status: number, body: unknown, model: ModelEndpoint, host: string): AiProviderError {
  if (status === 401 || status === 403)
    return new AiProviderError('unauthorized', `The generative AI service at ${host} refused the key (${status}). Check the key of the deployment.`);
  if (status === 404) {
    const what = model.apiStyle === 'azure' ? `deployment "${model.model}"` : `model "${model.model}"`;
    return new AiProviderError('badInput', `The ${what} was not found at ${host}. Check the endpoint and the deployment name.`);
  }
  if (status === 429) return new AiProviderError('unavailable', `The generative AI service at ${host} is busy (429). Try again later.`);
  if (status >= 500) return new AiProviderError('unavailable', `The generative AI service at ${host} failed (${status}). Try again later.`);
  const words = serviceWords(body, model.key);
  return new AiProviderError('badInput', `The generative AI service at ${host} refused the request (${status})${words ? `: ${words}` : '.'}`);
}

/** How the generative service is called: a longer time per try than the other providers, 3 tries in all, waits of 10 s at most. */
const OPENAI_HTTP: AiHttp = { ...DEFAULT_HTTP, timeoutMs: 30_000, retries: 2, maxWaitMs: 10_000 };

/** Posts `body` to the operation and answers the service's JSON; throws AiProviderError when it refuses or cannot be reached. */
export async function callOpenAi(model: ModelEndpoint, operation: Operation, body: unknown): Promise<unknown> {
  const url = operationUrl(model, operation);
  const host = hostOf(url);
  const answer = await callAi(url, { method: 'POST', headers: headersOf(model), body, retryFailures: true }, OPENAI_HTTP);
  if (answer.kind === 'unreachable') {
    const words = answer.timedOut ? `did not answer in ${OPENAI_HTTP.timeoutMs} ms` : 'could not be reached';
    throw new AiProviderError('unavailable', `The generative AI service at ${host} ${words}.`);
  }
  if (answer.kind === 'answered' && answer.status < 300) return answer.body;
  throw refusal(answer.status, answer.kind === 'answered' ? answer.body : undefined, model, host);
}
