import { AiProviderError } from './provider';

/**
 * One HTTP call of an AI adapter to its provider: JSON in and out, a timeout, no redirects, a
 * 429 retried a bounded number of times after the wait its Retry-After names (capped), and the
 * failures every provider shares turned into AiProviderError with a text for people: a refused
 * key is 'unauthorized', no answer, a 5xx or too many 429s 'unavailable'. Other refusals come
 * back to the caller, which knows what they mean. Messages name the provider and the status,
 * never a key or a body.
 */
export type RemoteCallOptions = {
  /** The provider's name in messages ('LUIS', 'CLU'). */
  provider: string;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  headers?: Record<string, string>;
  body?: unknown;
  timeoutMs?: number;
  /** How many times a 429 is tried again (default 3). */
  retries?: number;
};

export type RemoteAnswer = { status: number; body: unknown; headers: Headers };

export const DEFAULT_TIMEOUT_MS = 15_000;
const MAX_RETRY_WAIT_MS = 5_000;

export const remoteMessages = {
  unauthorized: (provider: string) => `${provider} refused the key. Check the keys and the ids in the AI connection's settings.`,
  unreachable: (provider: string) => `${provider} could not be reached. Check the endpoint in the AI connection's settings, or try again later.`,
  timedOut: (provider: string, ms: number) => `${provider} did not answer within ${Math.round(ms / 1000)} seconds. Try again later.`,
  failed: (provider: string, status: number) => `${provider} failed to answer (status ${status}). Try again later.`,
  busy: (provider: string) => `${provider} is receiving too many requests. Try again in a moment.`,
  refused: (provider: string, message: string) => `${provider} refused the request: ${message}`,
} as const;

/** The wait a 429 names in Retry-After (seconds or an HTTP date), in ms, capped. */
function retryWaitMs(header: string | null): number {
  if (!header) return 1000;
  const seconds = Number(header);
  const wait = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(header) - Date.now();
  return Math.min(MAX_RETRY_WAIT_MS, Math.max(0, Number.isNaN(wait) ? 1000 : wait));
}

async function jsonOf(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The message in a provider's error body ({ error: { message } }, as LUIS and the Language service answer). */
export function errorMessageOf(body: unknown): string | undefined {
  const error = typeof body === 'object' && body !== null ? (body as { error?: unknown }).error : undefined;
  const message = typeof error === 'object' && error !== null ? (error as { message?: unknown }).message : undefined;
  return typeof message === 'string' && message.trim() !== '' ? message.trim() : undefined;
}

export async function remoteCall(url: string, options: RemoteCallOptions): Promise<RemoteAnswer> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  const retries = options.retries ?? 3;
  for (let attempt = 0; ; attempt += 1) {
    let response: Response;
    try {
      response = await fetch(url, {
        method: options.method ?? (body === undefined ? 'GET' : 'POST'),
        headers: { accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...options.headers },
        ...(body === undefined ? {} : { body }),
        redirect: 'error',
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      throw new AiProviderError('unavailable', timedOut ? remoteMessages.timedOut(options.provider, timeoutMs) : remoteMessages.unreachable(options.provider));
    }
    const answer = await jsonOf(response).catch(() => undefined);
    if (response.status === 429) {
      if (attempt < retries) {
        await new Promise((resolve) => setTimeout(resolve, retryWaitMs(response.headers.get('retry-after'))));
        continue;
      }
      throw new AiProviderError('unavailable', remoteMessages.busy(options.provider));
    }
    if (response.status === 401 || response.status === 403) throw new AiProviderError('unauthorized', remoteMessages.unauthorized(options.provider));
    if (response.status >= 500) throw new AiProviderError('unavailable', remoteMessages.failed(options.provider, response.status));
    return { status: response.status, body: answer, headers: response.headers };
  }
}

/** Joins an endpoint (with or without a trailing slash) and a path. */
export const joinUrl = (endpoint: string, path: string) => `${endpoint.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
