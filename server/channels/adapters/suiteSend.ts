import { z } from 'zod';
import { suiteConversationClosing, suiteConversationOpened, suiteConversationOpening, suiteCustomerMessage } from '../../../services/contracts/channels/suiteProtocol';
import type { SendResult } from '../outboundQueue';
import type { AdapterChannel, OutboundPart, ProviderAccess } from './channelAdapter';
import { callProvider, sendResultOf } from './providerHttp';
import { suiteAuthorization, suiteBackend } from './suiteBackend';

/**
 * What a queued suite part asks: open the handed-over conversation in the pool's queue, add
 * the customer's message to it, or close it (closed in the console). A message and a close
 * name the opening too: the suite answers an opening of an externalId it has with that
 * conversation, so they find their conversation without the console keeping the suite's id.
 */
export const suiteCall = z.discriminatedUnion('call', [
  z.object({ call: z.literal('open'), opening: suiteConversationOpening }),
  z.object({ call: z.literal('message'), opening: suiteConversationOpening, message: suiteCustomerMessage }),
  z.object({ call: z.literal('close'), opening: suiteConversationOpening, closing: suiteConversationClosing }),
]);
export type SuiteCall = z.infer<typeof suiteCall>;

/** Opens (or finds, by externalId) the suite's conversation: its id, or how the call went wrong. */
async function openConversation(base: string, channel: AdapterChannel<'suite'>, access: ProviderAccess, opening: SuiteCall['opening']): Promise<{ id: string } | SendResult> {
  const answer = await callProvider(access, `${base}/Conversations`, { method: 'POST', body: opening, headers: suiteAuthorization(channel) });
  if (answer.kind !== 'ok') return sendResultOf(answer);
  const opened = suiteConversationOpened.safeParse(answer.body);
  return opened.success ? { id: opened.data.content.id } : { kind: 'failed', reason: 'the suite answered the conversation without its id' };
}

/** Sends one queued suite call; an opening is sent with the suite's id of the conversation. */
export async function sendSuiteCall(part: OutboundPart, channel: AdapterChannel<'suite'>, access: ProviderAccess): Promise<SendResult> {
  const call = suiteCall.safeParse(part.request);
  if (!call.success) return { kind: 'failed', reason: 'the queued suite call is not one this channel makes' };
  const backend = await suiteBackend(channel, access);
  if (!backend.ok) return backend.again ? { kind: 'retry', reason: backend.reason } : { kind: 'failed', reason: backend.reason };
  const opened = await openConversation(backend.base, channel, access, call.data.opening);
  if (!('id' in opened)) return opened;
  if (call.data.call === 'open') return { kind: 'sent', providerMessageId: opened.id };
  const conversation = `${backend.base}/Conversations/${encodeURIComponent(opened.id)}`;
  const [url, body] = call.data.call === 'message' ? [`${conversation}/Messages`, call.data.message] : [`${conversation}/Close`, call.data.closing];
  return sendResultOf(await callProvider(access, url, { method: 'POST', body, headers: suiteAuthorization(channel) }));
}
