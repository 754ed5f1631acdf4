import { randomUUID } from 'node:crypto';
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { webhookIncomingBody, type WebhookDelivery } from '../../../services/contracts/conversations';
import { webhookHeaders } from '../../../services/contracts/rest/webhook';
import { asInput } from '../../conversations/scriptedConversation';
import { isPrivateAddress } from '../../engine/integrationCall';
import { parseBody, parseWith } from '../../http/validate';
import { tokenMatches } from '../channelRules';
import type { ChannelAdapter } from './channelAdapter';
import { DELIVERY_ID_HEADER, SIGNATURE_HEADER, signDelivery } from './genericSignature';
import { callProvider, sendResultOf } from './providerHttp';

export const genericWebhookMessages = { invalidToken: 'Invalid api token.' } as const;

/** Whether the partner's address is somewhere a company may send to (not this machine or a private network, unless allowed). */
export async function publicAddress(url: URL): Promise<boolean> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(host) ? [host] : (await lookup(host, { all: true })).map((a) => a.address);
  return addresses.length > 0 && !addresses.some(isPrivateAddress);
}

/**
 * The generic webhook channel (spec 02 section 7): the partner POSTs a person's message to
 * /external/v1/incoming with the channel's api token; each turn's answer goes back as one
 * POST of WebhookDelivery to the channel's webhookUrl, signed (genericSignature.ts).
 */
export const genericAdapter: ChannelAdapter<'generic'> = {
  kind: 'generic',
  verify: (request, channel) => {
    const { apitoken } = parseWith(webhookHeaders, request.headers);
    return tokenMatches(apitoken, channel.apiTokenHash) ? { ok: true } : { ok: false, status: 401, message: genericWebhookMessages.invalidToken };
  },
  parse: (body) => {
    const { clientInfo, message } = parseBody(webhookIncomingBody, body);
    return [
      {
        kind: 'message',
        // A message without the partner's id cannot be recognised when repeated: it gets one of ours.
        providerMessageId: message.id ?? `console:${randomUUID()}`,
        client: { clientId: clientInfo.id, name: clientInfo.name, surname: clientInfo.surname, phone: clientInfo.phone },
        input: { ...asInput(message.content, message.payload), messageType: message.type },
      },
    ];
  },
  render: (messages, context, channel) => {
    if (!messages.length && !context.ended) return [];
    const delivery: WebhookDelivery = {
      channelID: channel.id,
      conversationId: context.conversationId ?? '',
      clientId: context.recipient,
      messages,
      ended: context.ended ?? false,
    };
    return [{ messageIds: messages.map((m) => m.oid), request: delivery }];
  },
  send: async (part, channel, access, context) => {
    let url: URL;
    try {
      url = new URL(channel.properties.webhookUrl);
    } catch {
      return { kind: 'failed', reason: 'the webhook URL is not valid' };
    }
    try {
      if (!access.allowPrivateAddresses && !(await publicAddress(url))) return { kind: 'failed', reason: `${url.host} is a private network address` };
    } catch {
      return { kind: 'retry', reason: `${url.host} could not be resolved` };
    }
    const body = JSON.stringify(part.request);
    const secret = channel.properties.signingSecret;
    const headers = { [DELIVERY_ID_HEADER]: context.deliveryId, ...(secret ? { [SIGNATURE_HEADER]: signDelivery(secret, body, context.now) } : {}) };
    return sendResultOf(await callProvider(access, url.href, { method: 'POST', rawBody: body, headers }));
  },
};
