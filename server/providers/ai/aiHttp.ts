import { callProvider as callOnce } from '../../channels/adapters/providerHttp';
import { AiProviderError } from './provider';

/**
 * One HTTP call of an AI adapter to its provider, as every AI adapter makes it: each try is the
 * channels' provider call (JSON in and out, a timeout, no redirects), a 429 is tried again a
 * bounded number of times after the wait its Retry-After names (5xx and no answer too, when the
 * caller says so), and a provider asking for a longer wait than the adapter accepts is busy for
 * now. What the answer means is the caller's: each adapter puts it in its provider's words.
 */

export type AiHttp = {
  /** Milliseconds one try may take. */
  timeoutMs: number;
  /** How many times a call is tried again. */
  retries: number;
  /** The longest wait between tries the adapter accepts, in ms. */
  maxWaitMs: number;
  /** Waits between tries (tests pass one that moves their clock instead of sleeping). */
  wait: (ms: number) => Promise<void>;
};

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export const DEFAULT_HTTP: AiHttp = { timeoutMs: 15_000, retries: 3, maxWaitMs: 30_000, wait: sleep };

/** The first wait when the provider names none; each further try waits twice as long. */
const FIRST_WAIT_MS = 500;

export type AiCall = {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  headers?: Record<string, string>;
  /** A JSON body, or a form (URLSearchParams). */
  body?: unknown;
  /** Whether a 5xx or no answer is tried again too (else only a 429 is). */
  retryFailures?: boolean;
};

export type AiAnswer =
  /** The provider answered (any status but a 429 it kept answering); `body` is its JSON, undefined when none. */
  | { kind: 'answered'; status: number; body: unknown; headers: Headers }
  /** The provider stayed busy (429, or 5xx when failures are tried again) through the tries. */
  | { kind: 'busy'; status: number }
  | { kind: 'unreachable'; timedOut: boolean };

export async function callAi(url: string, call: AiCall, http: AiHttp): Promise<AiAnswer> {
  const form = call.body instanceof URLSearchParams;
  const init = {
    ...(call.method ? { method: call.method } : {}),
    headers: { accept: 'application/json', ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}), ...call.headers },
    ...(form ? { rawBody: String(call.body) } : call.body === undefined ? {} : { body: call.body }),
  };
  for (let attempt = 0; ; attempt += 1) {
    const answer = await callOnce({ fetch, timeoutMs: http.timeoutMs }, url, init);
    if (answer.kind !== 'retry') return { kind: 'answered', status: answer.status, body: answer.body, headers: answer.headers };
    const triable = answer.status === 429 || call.retryFailures === true;
    const wait = answer.retryAfterMs ?? FIRST_WAIT_MS * 2 ** attempt;
    if (triable && attempt < http.retries && wait <= http.maxWaitMs) {
      await http.wait(wait);
      continue;
    }
    if (answer.status === undefined) return { kind: 'unreachable', timedOut: answer.timedOut === true };
    if (triable) return { kind: 'busy', status: answer.status };
    return { kind: 'answered', status: answer.status, body: answer.body, headers: answer.headers ?? new Headers() };
  }
}

/** A refusal of the provider: its status and its parsed answer. */
export type ProviderRefusal = { status: number; answer: unknown };

export type RefusalTexts = {
  /** The provider's name as people know it ("Dialogflow", "Watson Assistant"). */
  provider: string;
  /** The error for a refusal the provider answered with (4xx other than 429, 5xx). */
  refusal: (refusal: ProviderRefusal) => AiProviderError;
};

/** Calls the provider and answers its JSON ({} when it sent none); throws AiProviderError ('unavailable' when it cannot be reached or stays busy). */
export async function callProvider(call: AiCall & { url: string }, http: AiHttp, texts: RefusalTexts): Promise<unknown> {
  const answer = await callAi(call.url, call, http);
  if (answer.kind === 'unreachable') throw new AiProviderError('unavailable', `${texts.provider} could not be reached. Try again in a moment.`);
  if (answer.kind === 'busy') throw new AiProviderError('unavailable', `${texts.provider} is receiving too many requests. Try again in a moment.`);
  if (answer.status < 300) return answer.body ?? {};
  throw texts.refusal({ status: answer.status, answer: answer.body });
}

/** The kind of AiProviderError an HTTP status stands for. */
export function refusalKind(status: number): AiProviderError['kind'] {
  if (status === 401 || status === 403) return 'unauthorized';
  if (status === 404) return 'notFound';
  if (status === 409) return 'duplicate';
  if (status >= 500) return 'unavailable';
  return 'badInput';
}

/** Runs a call made with an access token; when the provider refuses the token (revoked or expired before its time), forgets it and tries once more with a new one. */
export async function withFreshTokenOnRefusal<T>(once: () => Promise<T>, forgetToken: () => void): Promise<T> {
  try {
    return await once();
  } catch (error) {
    if (!(error instanceof AiProviderError) || error.kind !== 'unauthorized') throw error;
    forgetToken();
    return once();
  }
}
