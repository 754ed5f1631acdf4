import { z } from 'zod';
import { messengerSendAnswer } from '../../../services/contracts/channels/messengerWebhook';
import type { SendResult } from '../outboundQueue';
import type { OutboundPart, ProviderAccess } from './channelAdapter';
import { bearerOf, messengerReason, messengerUrl, worthRetry } from './messengerGraph';
import { callProvider } from './providerHttp';

/**
 * Sends one queued call with the page's token: POST /me/messages (answered with the message's
 * id) or POST /me/pass_thread_control. The network, 429, 5xx and Graph's rate codes are worth
 * another try (after the wait Retry-After names); an invalid token (190) and any other refusal
 * are for good.
 */
const queuedCall = z.object({ endpoint: z.enum(['messages', 'pass_thread_control']), body: z.record(z.string(), z.unknown()) });

export async function sendMessenger(part: OutboundPart, pageAccessToken: string | undefined, access: ProviderAccess): Promise<SendResult> {
  const call = queuedCall.safeParse(part.request);
  if (!call.success) return { kind: 'failed', reason: 'The queued call is not one this channel makes.' };
  if (!pageAccessToken) return { kind: 'failed', reason: 'The channel has no page access token: connect the page again.' };
  const answer = await callProvider(access, messengerUrl(access, ['me', call.data.endpoint]), { method: 'POST', body: call.data.body, headers: bearerOf(pageAccessToken) });
  if (answer.kind === 'ok') {
    const sent = messengerSendAnswer.safeParse(answer.body);
    return sent.success ? { kind: 'sent', providerMessageId: sent.data.message_id } : { kind: 'sent' };
  }
  const reason = messengerReason(answer, pageAccessToken);
  if (!worthRetry(answer)) return { kind: 'failed', reason };
  const wait = answer.kind === 'retry' ? answer.retryAfterMs : undefined;
  return wait === undefined ? { kind: 'retry', reason } : { kind: 'retry', reason, retryAfterMs: wait };
}
