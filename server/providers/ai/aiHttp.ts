import { AiProviderError } from './provider';

/**
 * One call of an AI provider's REST API: a time limit on every call, a bounded retry when the
 * provider says it is busy (429, after its Retry-After), and every refusal turned into an
 * AiProviderError in words for people. Nothing of the request (keys, tokens) goes into a
 * message.
 */

export type ProviderCall = {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  url: string;
  headers?: Record<string, string>;
  /** A JSON body, or a form (URLSearchParams). */
  body?: unknown;
};

export type ProviderHttp = {
  /** Milliseconds a call may take before it counts as unreachable. */
  timeoutMs: number;
  /** How many times a 429 is tried again. */
  retries: number;
  /** Waits between tries (tests pass one that moves their clock instead of sleeping). */
  wait: (ms: number) => Promise<void>;
};

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export const DEFAULT_HTTP: ProviderHttp = { timeoutMs: 15_000, retries: 3, wait: sleep };

/** The longest a Retry-After is waited for before giving up on the call. */
const MAX_RETRY_WAIT_MS = 30_000;

/** A refusal of the provider: its status and its parsed answer (or text). */
export type ProviderRefusal = { status: number; answer: unknown };

export type RefusalTexts = {
  /** The provider's name as people know it ("Dialogflow", "Watson Assistant"). */
  provider: string;
  /** The error for a refusal the provider answered with (4xx other than 429, 5xx). */
  refusal: (refusal: ProviderRefusal) => AiProviderError;
};

function retryAfterMs(response: Response, attempt: number): number {
  const header = Number(response.headers.get('retry-after'));
  const ms = Number.isFinite(header) && header > 0 ? header * 1000 : 500 * 2 ** attempt;
  return Math.min(ms, MAX_RETRY_WAIT_MS);
}

async function answerOf(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Calls the provider and answers its JSON; throws AiProviderError ('unavailable' when it cannot be reached or stays busy). */
export async function callProvider(call: ProviderCall, http: ProviderHttp, texts: RefusalTexts): Promise<unknown> {
  const form = call.body instanceof URLSearchParams;
  const headers: Record<string, string> = { accept: 'application/json', ...call.headers };
  if (call.body !== undefined) headers['content-type'] = form ? 'application/x-www-form-urlencoded' : 'application/json';
  for (let attempt = 0; ; attempt += 1) {
    let response: Response;
    try {
      response = await fetch(call.url, {
        method: call.method,
        headers,
        body: call.body === undefined ? undefined : form ? String(call.body) : JSON.stringify(call.body),
        signal: AbortSignal.timeout(http.timeoutMs),
      });
    } catch {
      throw new AiProviderError('unavailable', `${texts.provider} could not be reached. Try again in a moment.`);
    }
    if (response.status === 429) {
      if (attempt < http.retries) {
        await response.body?.cancel();
        await http.wait(retryAfterMs(response, attempt));
        continue;
      }
      throw new AiProviderError('unavailable', `${texts.provider} is receiving too many requests. Try again in a moment.`);
    }
    const answer = await answerOf(response);
    if (response.ok) return answer;
    throw texts.refusal({ status: response.status, answer });
  }
}

/** The kind of AiProviderError an HTTP status stands for. */
export function refusalKind(status: number): AiProviderError['kind'] {
  if (status === 401 || status === 403) return 'unauthorized';
  if (status === 404) return 'notFound';
  if (status === 409) return 'duplicate';
  if (status >= 500) return 'unavailable';
  return 'badInput';
}
