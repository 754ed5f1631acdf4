import { openAiError } from '../../../services/contracts/rest/openAiProtocol';
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

export type OpenAiHttpOptions = {
  fetch?: typeof fetch;
  /** How long one try may take (default 30 s). */
  timeoutMs?: number;
  /** Tries in all (default 3). */
  attempts?: number;
  /** The longest wait between tries the adapter accepts, in ms (default 10 s). */
  maxWaitMs?: number;
};

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
  const headers: Record<string, string> = { 'content-type': 'application/json' };
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

/** The wait a 429 or 503 names in Retry-After (seconds or an HTTP date), in ms. */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

async function jsonOf(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  try {
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

/** The service's own words of an error, without the key should it echo it. */
function serviceWords(body: unknown, key: string): string | undefined {
  const parsed = openAiError.safeParse(body);
  if (!parsed.success) return undefined;
  const words = parsed.data.error.message.slice(0, 300);
  return key ? words.split(key).join('<key>') : words;
}

type Attempt = { kind: 'ok'; body: unknown } | { kind: 'retry'; error: AiProviderError; waitMs?: number } | { kind: 'fail'; error: AiProviderError };

function refusal(status: number, body: unknown, model: ModelEndpoint, host: string): Attempt {
  const words = serviceWords(body, model.key);
  if (status === 401 || status === 403)
    return { kind: 'fail', error: new AiProviderError('unauthorized', `The generative AI service at ${host} refused the key (${status}). Check the key of the deployment.`) };
  if (status === 404) {
    const what = model.apiStyle === 'azure' ? `deployment "${model.model}"` : `model "${model.model}"`;
    return { kind: 'fail', error: new AiProviderError('badInput', `The ${what} was not found at ${host}. Check the endpoint and the deployment name.`) };
  }
  if (status === 429) return { kind: 'retry', error: new AiProviderError('unavailable', `The generative AI service at ${host} is busy (429). Try again later.`) };
  if (status >= 500) return { kind: 'retry', error: new AiProviderError('unavailable', `The generative AI service at ${host} failed (${status}). Try again later.`) };
  return { kind: 'fail', error: new AiProviderError('badInput', `The generative AI service at ${host} refused the request (${status})${words ? `: ${words}` : '.'}`) };
}

async function attempt(model: ModelEndpoint, url: string, body: unknown, options: Required<OpenAiHttpOptions>, host: string): Promise<Attempt> {
  let response: Response;
  try {
    response = await options.fetch(url, {
      method: 'POST',
      headers: headersOf(model),
      body: JSON.stringify(body),
      redirect: 'error',
      signal: AbortSignal.timeout(options.timeoutMs),
    });
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    const words = timedOut ? `did not answer in ${options.timeoutMs} ms` : 'could not be reached';
    return { kind: 'retry', error: new AiProviderError('unavailable', `The generative AI service at ${host} ${words}.`) };
  }
  const answer = await jsonOf(response);
  if (response.ok) return { kind: 'ok', body: answer };
  const sorted = refusal(response.status, answer, model, host);
  if (sorted.kind !== 'retry') return sorted;
  const wait = retryAfterMs(response.headers.get('retry-after'));
  return wait === undefined ? sorted : { ...sorted, waitMs: wait };
}

/** Posts `body` to the operation and answers the service's JSON; throws AiProviderError when it refuses or cannot be reached. */
export async function callOpenAi(model: ModelEndpoint, operation: Operation, body: unknown, given: OpenAiHttpOptions = {}): Promise<unknown> {
  const options: Required<OpenAiHttpOptions> = {
    fetch: given.fetch ?? fetch,
    timeoutMs: given.timeoutMs ?? 30_000,
    attempts: given.attempts ?? 3,
    maxWaitMs: given.maxWaitMs ?? 10_000,
  };
  const url = operationUrl(model, operation);
  const host = hostOf(url);
  let last: AiProviderError | undefined;
  for (let tried = 1; tried <= options.attempts; tried += 1) {
    const result = await attempt(model, url, body, options, host);
    if (result.kind === 'ok') return result.body;
    if (result.kind === 'fail') throw result.error;
    last = result.error;
    const wait = result.waitMs ?? 250 * 2 ** (tried - 1);
    // A service asking for a longer wait than a person can sit through is busy for now.
    if (tried === options.attempts || wait > options.maxWaitMs) break;
    await new Promise((resolve) => setTimeout(resolve, wait));
  }
  throw last ?? new AiProviderError('unavailable', `The generative AI service at ${host} could not be reached.`);
}
