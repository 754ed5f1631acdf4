import { callAi, DEFAULT_HTTP } from './aiHttp';
import { AiProviderError } from './provider';

/**
 * One call of LUIS or the Language service (the AI adapters' call, aiHttp.ts) with the failures
 * they share turned into AiProviderError with a text for people: a refused key is
 * 'unauthorized', no answer, a 5xx or too many 429s 'unavailable'. Other refusals come back to
 * the caller, which knows what they mean. Messages name the provider and the status, never a
 * key or a body.
 */
export type RemoteCallOptions = {
  /** The provider's name in messages ('LUIS', 'CLU'). */
  provider: string;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  headers?: Record<string, string>;
  body?: unknown;
};

export type RemoteAnswer = { status: number; body: unknown; headers: Headers };

export const remoteMessages = {
  unauthorized: (provider: string) => `${provider} refused the key. Check the keys and the ids in the AI connection's settings.`,
  unreachable: (provider: string) => `${provider} could not be reached. Check the endpoint in the AI connection's settings, or try again later.`,
  timedOut: (provider: string, ms: number) => `${provider} did not answer within ${Math.round(ms / 1000)} seconds. Try again later.`,
  failed: (provider: string, status: number) => `${provider} failed to answer (status ${status}). Try again later.`,
  busy: (provider: string) => `${provider} is receiving too many requests. Try again in a moment.`,
  refused: (provider: string, message: string) => `${provider} refused the request: ${message}`,
} as const;

/** The message in a provider's error body ({ error: { message } }, as LUIS and the Language service answer). */
export function errorMessageOf(body: unknown): string | undefined {
  const error = typeof body === 'object' && body !== null ? (body as { error?: unknown }).error : undefined;
  const message = typeof error === 'object' && error !== null ? (error as { message?: unknown }).message : undefined;
  return typeof message === 'string' && message.trim() !== '' ? message.trim() : undefined;
}

export async function remoteCall(url: string, options: RemoteCallOptions): Promise<RemoteAnswer> {
  const answer = await callAi(url, options, DEFAULT_HTTP);
  if (answer.kind === 'unreachable') {
    const message = answer.timedOut ? remoteMessages.timedOut(options.provider, DEFAULT_HTTP.timeoutMs) : remoteMessages.unreachable(options.provider);
    throw new AiProviderError('unavailable', message);
  }
  if (answer.kind === 'busy') throw new AiProviderError('unavailable', remoteMessages.busy(options.provider));
  if (answer.status === 401 || answer.status === 403) throw new AiProviderError('unauthorized', remoteMessages.unauthorized(options.provider));
  if (answer.status >= 500) throw new AiProviderError('unavailable', remoteMessages.failed(options.provider, answer.status));
  return answer;
}

/** Joins an endpoint (with or without a trailing slash) and a path. */
export const joinUrl = (endpoint: string, path: string) => `${endpoint.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
