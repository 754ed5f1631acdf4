import type { SendResult } from '../outboundQueue';
import type { ProviderAccess } from './channelAdapter';

/**
 * One HTTP call to a provider, as every adapter makes it: JSON in and out, a timeout, no
 * redirects, and the answer sorted the way the outbound queue needs it. A network error, a
 * timeout, a 429 or a 5xx is worth another try (after the wait a Retry-After names); any other
 * refusal is for good. Failures name the host and the status, never a token or a body.
 */

/** The wait a 429 or 503 names in Retry-After (seconds or an HTTP date), in ms. */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

export type ProviderAnswer =
  /** The provider took the call; `body` is its JSON answer (undefined when it sent none). */
  | { kind: 'ok'; status: number; body: unknown; headers: Headers }
  /** Without a status the provider did not answer (`timedOut` when the time ran out). */
  | { kind: 'retry'; reason: string; retryAfterMs?: number; status?: number; body?: unknown; headers?: Headers; timedOut?: boolean }
  | { kind: 'refused'; reason: string; status: number; body: unknown; headers: Headers };

/** Reads a JSON answer, or undefined when there is none or it is not JSON. */
async function jsonOf(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Calls the provider: `url` is absolute (built from access.baseUrl); `body` is sent as JSON,
 * or `rawBody` as it is (JSON already written, e.g. because a signature covers its bytes).
 */
export async function callProvider(
  access: Pick<ProviderAccess, 'fetch' | 'timeoutMs'>,
  url: string,
  init: { method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE'; body?: unknown; rawBody?: string; headers?: Record<string, string> } = {},
): Promise<ProviderAnswer> {
  const host = (() => {
    try {
      return new URL(url).host;
    } catch {
      return 'an invalid address';
    }
  })();
  const body = init.rawBody ?? (init.body === undefined ? undefined : JSON.stringify(init.body));
  let response: Response;
  try {
    response = await access.fetch(url, {
      method: init.method ?? (body === undefined ? 'GET' : 'POST'),
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...init.headers },
      ...(body === undefined ? {} : { body }),
      redirect: 'error',
      signal: AbortSignal.timeout(access.timeoutMs),
    });
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    return timedOut ? { kind: 'retry', reason: `${host} did not answer in ${access.timeoutMs} ms`, timedOut } : { kind: 'retry', reason: `${host} could not be reached` };
  }
  const answer = await jsonOf(response).catch(() => undefined);
  if (response.ok) return { kind: 'ok', status: response.status, body: answer, headers: response.headers };
  const reason = `${host} answered ${response.status}`;
  if (response.status === 429 || response.status >= 500) {
    const wait = retryAfterMs(response.headers.get('retry-after'));
    return { kind: 'retry', reason, status: response.status, body: answer, headers: response.headers, ...(wait === undefined ? {} : { retryAfterMs: wait }) };
  }
  return { kind: 'refused', reason, status: response.status, body: answer, headers: response.headers };
}

/** A provider answer as the outbound queue records a send. */
export function sendResultOf(answer: ProviderAnswer, providerMessageId?: string): SendResult {
  if (answer.kind === 'ok') return providerMessageId ? { kind: 'sent', providerMessageId } : { kind: 'sent' };
  if (answer.kind === 'retry')
    return answer.retryAfterMs === undefined ? { kind: 'retry', reason: answer.reason } : { kind: 'retry', reason: answer.reason, retryAfterMs: answer.retryAfterMs };
  return { kind: 'failed', reason: answer.reason };
}
