import { randomUUID } from 'node:crypto';
import type { LineMessage } from '../../../services/contracts/channels/lineWebhook';
import type { LineSandboxEntry } from '../../../services/contracts/rest/lineSandbox';
import { checkMessages, type Detail } from './messageChecks';
import { REPLY_TOKEN_LIFETIME_MS, type ChannelState } from './sandboxState';

/**
 * A reply or a push as LINE takes it: a reply token is good once and for a minute ("Invalid
 * reply token" otherwise) and a reply takes no X-Line-Retry-Key; a push goes to a user who
 * wrote to the channel, and a push whose retry key LINE took before is 409 with the request id
 * that took it. What is taken shows in the user's chat on the phone page.
 */
export type SendAnswer = { kind: 'sent'; ids: string[] } | { kind: 'refused'; status: number; message: string; details?: Detail[]; headers?: Record<string, string> };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
let nextMessageId = 500_000_000_000_000;

function entryOf(message: LineMessage, via: 'reply' | 'push', now: number): LineSandboxEntry {
  const id = String((nextMessageId += 1));
  const base = { id, from: 'bot' as const, timestamp: now, type: message.type, via, ...(message.quickReply ? { quickReply: message.quickReply } : {}) };
  if (message.type === 'text') return { ...base, text: message.text };
  if (message.type === 'image') return { ...base, imageUrl: message.originalContentUrl };
  return { ...base, text: `[${message.type}] ${message.originalContentUrl}` };
}

/** Who a reply or push goes to, or LINE's refusal. */
function recipientOf(channel: ChannelState, kind: 'reply' | 'push', body: Record<string, unknown>, retryKey: string | undefined, now: number): string | SendAnswer {
  if (kind === 'reply') {
    if (retryKey !== undefined) return { kind: 'refused', status: 400, message: 'The X-Line-Retry-Key header cannot be specified for this API.' };
    const token = typeof body['replyToken'] === 'string' ? channel.replyTokens.get(body['replyToken']) : undefined;
    if (!token || token.used || now - token.issuedAt > REPLY_TOKEN_LIFETIME_MS) return { kind: 'refused', status: 400, message: 'Invalid reply token' };
    token.used = true;
    return token.userId;
  }
  if (retryKey !== undefined && !UUID.test(retryKey)) return { kind: 'refused', status: 400, message: 'The value of the X-Line-Retry-Key header is invalid.' };
  const accepted = retryKey === undefined ? undefined : channel.retryKeys.get(retryKey.toLowerCase());
  if (accepted) return { kind: 'refused', status: 409, message: 'The retry key is already accepted', headers: { 'x-line-accepted-request-id': accepted } };
  const to = typeof body['to'] === 'string' ? body['to'] : '';
  if (!channel.chats.has(to)) return { kind: 'refused', status: 400, message: "The property, 'to', in the request body is invalid (line: -, column: -)" };
  return to;
}

export function sendCall(channel: ChannelState, kind: 'reply' | 'push', body: unknown, retryKeyHeader: string | string[] | undefined, now: number): SendAnswer {
  const fields: Record<string, unknown> = typeof body === 'object' && body !== null ? { ...body } : {};
  const retryKey = typeof retryKeyHeader === 'string' ? retryKeyHeader : undefined;
  const checked = checkMessages(fields);
  if ('details' in checked) return { kind: 'refused', status: 400, message: `The request body has ${checked.details.length} error(s)`, details: checked.details };
  const recipient = recipientOf(channel, kind, fields, retryKey, now);
  if (typeof recipient !== 'string') return recipient;
  if (retryKey !== undefined) channel.retryKeys.set(retryKey.toLowerCase(), randomUUID());
  const entries = checked.messages.map((message) => entryOf(message, kind, now));
  channel.chats.get(recipient)?.entries.push(...entries);
  return { kind: 'sent', ids: entries.map((e) => e.id) };
}
