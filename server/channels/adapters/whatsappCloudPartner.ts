import type { SendResult } from '../outboundQueue';
import type { AdapterChannel, InboundEvent, OutboundPart, ProviderAccess, SendContext } from './channelAdapter';
import { publicAddress } from './generic';
import { DELIVERY_ID_HEADER, SIGNATURE_HEADER, signDelivery } from './genericSignature';
import { callProvider, sendResultOf } from './providerHttp';

/**
 * The partner webhook of a WhatsApp Cloud channel (docs/api.md "Partner webhook"): when set,
 * each inbound message is also POSTed to the partner's URL as JSON, through the outbound queue
 * (retried like every provider call), signed with the channel's partner token:
 * `X-Console-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`.
 */

/** The request key that marks a queued part as a partner forward (never sent to Graph). */
export const PARTNER_FORWARD = 'partnerForward';

type MessageEvent = Extract<InboundEvent, { kind: 'message' }>;

/** What the partner receives for one inbound message. */
export type PartnerMessage = {
  channelId: string;
  channelKind: 'whatsappCloud';
  providerMessageId: string;
  client: MessageEvent['client'];
  message: MessageEvent['input'];
};

/** The queued part that forwards a message, or undefined when the channel has no partner webhook. */
export function partnerForward(event: MessageEvent, channel: Pick<AdapterChannel<'whatsappCloud'>, 'id' | 'properties'>): OutboundPart | undefined {
  if (!channel.properties.partnerWebhookUrl) return undefined;
  const message: PartnerMessage = { channelId: channel.id, channelKind: 'whatsappCloud', providerMessageId: event.providerMessageId, client: event.client, message: event.input };
  return { messageIds: [], request: { [PARTNER_FORWARD]: message } };
}

export const isPartnerForward = (part: OutboundPart) => PARTNER_FORWARD in part.request;

/** Sends a forward to the URL set now (a webhook removed since is not called), signed with the token set now. */
export async function sendPartnerForward(part: OutboundPart, channel: AdapterChannel<'whatsappCloud'>, access: ProviderAccess, context: SendContext): Promise<SendResult> {
  const { partnerWebhookUrl, partnerWebhookToken } = channel.properties;
  if (!partnerWebhookUrl || !partnerWebhookToken) return { kind: 'failed', reason: 'The channel has no partner webhook any more.' };
  const url = new URL(partnerWebhookUrl);
  try {
    if (!access.allowPrivateAddresses && !(await publicAddress(url))) return { kind: 'failed', reason: `${url.host} is a private network address` };
  } catch {
    return { kind: 'retry', reason: `${url.host} could not be resolved` };
  }
  const body = JSON.stringify(part.request[PARTNER_FORWARD]);
  const headers = { [DELIVERY_ID_HEADER]: context.deliveryId, [SIGNATURE_HEADER]: signDelivery(partnerWebhookToken, body, context.now) };
  return sendResultOf(await callProvider(access, url.href, { method: 'POST', rawBody: body, headers }));
}
