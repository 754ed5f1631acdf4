import { botApiAnswer } from '../../../services/contracts/channels/telegramUpdate';
import type { SendResult } from '../outboundQueue';
import type { ProviderAccess } from './channelAdapter';
import { callProvider, type ProviderAnswer } from './providerHttp';

/**
 * One Bot API call: POST `<base>/bot<token>/<method>` with a JSON body. The address carries the
 * token, so nothing here repeats it: reasons name the method, the status and Telegram's words
 * (with the token taken out should they echo it). Flood control (429) names its wait in the
 * body's parameters.retry_after (seconds), which becomes the retry's wait.
 */
export type BotApiResult = { kind: 'ok'; result: unknown } | { kind: 'retry'; reason: string; retryAfterMs?: number } | { kind: 'refused'; status: number; reason: string };

function described(answer: Exclude<ProviderAnswer, { kind: 'ok' }>, method: string, token: string): string {
  const parsed = botApiAnswer.safeParse('body' in answer ? answer.body : undefined);
  const words = parsed.success && !parsed.data.ok ? `: ${parsed.data.description.split(token).join('<token>')}` : '';
  return `Telegram ${method}: ${answer.reason}${words}`;
}

export async function callBotApi(
  access: Pick<ProviderAccess, 'baseUrl' | 'fetch' | 'timeoutMs'>,
  token: string,
  method: string,
  body: Record<string, unknown>,
): Promise<BotApiResult> {
  const answer = await callProvider(access, `${access.baseUrl.replace(/\/+$/, '')}/bot${token}/${method}`, { method: 'POST', body });
  if (answer.kind === 'ok') {
    const parsed = botApiAnswer.safeParse(answer.body);
    if (parsed.success && parsed.data.ok) return { kind: 'ok', result: parsed.data.result };
    return { kind: 'refused', status: answer.status, reason: `Telegram ${method}: the answer is not a Bot API result` };
  }
  const reason = described(answer, method, token);
  if (answer.kind === 'refused') return { kind: 'refused', status: answer.status, reason };
  const parsed = botApiAnswer.safeParse(answer.body);
  const seconds = parsed.success && !parsed.data.ok ? parsed.data.parameters?.retry_after : undefined;
  const wait = seconds === undefined ? answer.retryAfterMs : seconds * 1000;
  return wait === undefined ? { kind: 'retry', reason } : { kind: 'retry', reason, retryAfterMs: wait };
}

/** A call's result as the outbound queue records a send; a sent message's id is Telegram's message_id. */
export function sendResultOfBotApi(result: BotApiResult): SendResult {
  if (result.kind === 'refused') return { kind: 'failed', reason: result.reason };
  if (result.kind === 'retry')
    return result.retryAfterMs === undefined ? { kind: 'retry', reason: result.reason } : { kind: 'retry', reason: result.reason, retryAfterMs: result.retryAfterMs };
  const id = typeof result.result === 'object' && result.result !== null && 'message_id' in result.result ? result.result.message_id : undefined;
  return typeof id === 'number' ? { kind: 'sent', providerMessageId: String(id) } : { kind: 'sent' };
}
