import { lineError } from '../../../services/contracts/channels/lineWebhook';
import type { ProviderAccess } from './channelAdapter';
import { callProvider, type ProviderAnswer } from './providerHttp';

/**
 * One Messaging API call: `<base><path>` with the channel access token as a Bearer credential
 * (never in the address, never in a reason). LINE's errors are JSON {message, details?}: a
 * reason names the call, the status and LINE's message, which the form shows when connecting
 * fails (spec 02 section 8). 429 and 5xx are worth another try (callProvider).
 */
export type LineApiResult =
  | { kind: 'ok'; status: number; body: unknown }
  | { kind: 'retry'; reason: string; retryAfterMs?: number; message: string | undefined }
  | { kind: 'refused'; status: number; reason: string; message: string | undefined };

/** LINE's own words of an error answer (with the details of a 400), or undefined when it sent none. */
export function lineErrorText(body: unknown): string | undefined {
  const parsed = lineError.safeParse(body);
  if (!parsed.success) return undefined;
  const details = (parsed.data.details ?? []).map((d) => (d.property ? `${d.property}: ${d.message}` : d.message));
  return details.length ? `${parsed.data.message} (${details.join('; ')})` : parsed.data.message;
}

function described(answer: Exclude<ProviderAnswer, { kind: 'ok' }>, call: string, token: string): string {
  const words = lineErrorText('body' in answer ? answer.body : undefined);
  return `LINE ${call}: ${answer.reason}${words ? `: ${words}` : ''}`.split(token).join('<token>');
}

export async function callLineApi(
  access: Pick<ProviderAccess, 'baseUrl' | 'fetch' | 'timeoutMs'>,
  token: string,
  call: { method: 'GET' | 'POST' | 'PUT'; path: string; body?: unknown; headers?: Record<string, string> },
): Promise<LineApiResult> {
  const url = `${access.baseUrl.replace(/\/+$/, '')}${call.path}`;
  const headers = { authorization: `Bearer ${token}`, ...call.headers };
  const body = call.body === undefined ? {} : { rawBody: JSON.stringify(call.body), headers: { ...headers, 'content-type': 'application/json' } };
  const answer = await callProvider(access, url, { method: call.method, headers, ...body });
  const name = `${call.method} ${call.path}`;
  if (answer.kind === 'ok') return { kind: 'ok', status: answer.status, body: answer.body };
  const reason = described(answer, name, token);
  const message = lineErrorText('body' in answer ? answer.body : undefined);
  if (answer.kind === 'refused') return { kind: 'refused', status: answer.status, reason, message };
  return answer.retryAfterMs === undefined ? { kind: 'retry', reason, message } : { kind: 'retry', reason, retryAfterMs: answer.retryAfterMs, message };
}
