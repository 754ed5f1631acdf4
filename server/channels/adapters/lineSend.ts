import { createHash } from 'node:crypto';
import { z } from 'zod';
import { lineMessage, lineSentAnswer } from '../../../services/contracts/channels/lineWebhook';
import type { SendResult } from '../outboundQueue';
import type { OutboundPart, ProviderAccess, SendContext } from './channelAdapter';
import { callLineApi, type LineApiResult } from './lineApi';

/**
 * Sends one queued part. While its reply token is fresh (lineParse.ts REPLY_TOKEN_USE_MS) the
 * part answers with POST /v2/bot/message/reply; a reply LINE does not take (the token used or
 * expired, or no answer) and every later part go with POST /v2/bot/message/push, with an
 * X-Line-Retry-Key made from the delivery's id: LINE runs one push per key and answers a repeat
 * with 409, which means it was sent before. The reply API has no such key, so a reply whose
 * answer was lost and then pushed may show twice; every other repeat is dropped by LINE.
 */
export const queuedLineCall = z.object({
  to: z.string().min(1),
  messages: z.array(lineMessage).min(1).max(5),
  replyToken: z.string().optional(),
  usableUntil: z.string().optional(),
});
export type QueuedLineCall = z.infer<typeof queuedLineCall>;

/** A UUID (hexadecimal, version 4 layout) that is the same for the same delivery id and differs between deliveries. */
export function retryKeyOf(deliveryId: string): string {
  const hex = createHash('sha256').update(`line-retry:${deliveryId}`).digest('hex');
  const variant = ((parseInt(hex.slice(16, 17), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

function resultOf(answer: LineApiResult): SendResult {
  if (answer.kind === 'retry')
    return answer.retryAfterMs === undefined ? { kind: 'retry', reason: answer.reason } : { kind: 'retry', reason: answer.reason, retryAfterMs: answer.retryAfterMs };
  // 409 to a push with a retry key: LINE took this very push before (its earlier answer was lost).
  if (answer.kind === 'refused') return answer.status === 409 ? { kind: 'sent' } : { kind: 'failed', reason: answer.reason };
  const sent = lineSentAnswer.safeParse(answer.body);
  const id = sent.success ? sent.data.sentMessages.at(-1)?.id : undefined;
  return id ? { kind: 'sent', providerMessageId: id } : { kind: 'sent' };
}

const isFresh = (call: QueuedLineCall, now: Date) => call.replyToken !== undefined && call.usableUntil !== undefined && now.getTime() < Date.parse(call.usableUntil);

export async function sendLine(part: OutboundPart, token: string, access: ProviderAccess, context: SendContext): Promise<SendResult> {
  const parsed = queuedLineCall.safeParse(part.request);
  if (!parsed.success) return { kind: 'failed', reason: 'The queued LINE call is not one this channel makes.' };
  const call = parsed.data;
  if (call.replyToken && isFresh(call, context.now)) {
    const replied = await callLineApi(access, token, { method: 'POST', path: '/v2/bot/message/reply', body: { replyToken: call.replyToken, messages: call.messages } });
    if (replied.kind === 'ok') return resultOf(replied);
  }
  const pushed = await callLineApi(access, token, {
    method: 'POST',
    path: '/v2/bot/message/push',
    body: { to: call.to, messages: call.messages },
    headers: { 'x-line-retry-key': retryKeyOf(context.deliveryId) },
  });
  return resultOf(pushed);
}
