import { whatsappCloudMessages } from '../../../services/contracts/channels/whatsappCloud';
import type { SendResult } from '../outboundQueue';
import type { AdapterChannel, OutboundPart, ProviderAccess, SendContext } from './channelAdapter';
import { bearer, graphErrorOf, graphReason, graphUrl, RATE_LIMIT_CODES } from './whatsappCloudGraph';
import { callProvider } from './providerHttp';
import { isPartnerForward, sendPartnerForward } from './whatsappCloudPartner';

/**
 * Sends one rendered part with POST /{phone-number-id}/messages. Outside the 24-hour
 * customer-service window (the end user last wrote 24 hours ago or more, or never) Meta takes
 * only templates: a free-form part goes as the template chosen for the conversation's flow, else
 * the channel's default one, with no parameters
 * (a template's variables are its own and Meta refuses a count that does not match), or fails
 * saying a template must be chosen.
 */

export const SERVICE_WINDOW_MS = 24 * 60 * 60 * 1000;

/** Whether the end user wrote less than 24 hours before `now`. */
export function insideServiceWindow(context: Pick<SendContext, 'lastInboundAt' | 'now'>): boolean {
  return context.lastInboundAt !== null && context.now.getTime() - context.lastInboundAt.getTime() < SERVICE_WINDOW_MS;
}

type Request = OutboundPart['request'];

/** A later part of a reply outside the window: the template that went for the first part stands for the whole reply. */
export const coveredByTemplate = 'Outside the 24-hour window the reply went as one template message, sent for its first part.';

/** The template a conversation of this flow gets outside the window: the flow's own, else the channel's default. */
export function templateForFlow(channel: AdapterChannel<'whatsappCloud'>, flowId: string | null) {
  const own = flowId === null ? undefined : channel.properties.flowTemplates?.[flowId];
  return own ?? channel.properties.outsideWindowTemplate;
}

/**
 * The request that may go out now: the part itself, the template in its place (once per reply:
 * for its first part), or the reason none may.
 */
export function requestForWindow(part: Pick<OutboundPart, 'request' | 'replyPart'>, channel: AdapterChannel<'whatsappCloud'>, context: SendContext): Request | { refused: string } {
  const { request } = part;
  if (request['type'] === 'template' || insideServiceWindow(context)) return request;
  const template = templateForFlow(channel, context.flowId);
  if (!template) return { refused: whatsappCloudMessages.templateNeeded };
  if (part.replyPart !== undefined && part.replyPart > 0) return { refused: coveredByTemplate };
  return {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to: request['to'],
    type: 'template',
    template: { name: template.name, language: { code: template.language } },
  };
}

const firstMessageId = (body: unknown): string | undefined => {
  if (typeof body !== 'object' || body === null || !('messages' in body) || !Array.isArray(body.messages)) return undefined;
  const first: unknown = body.messages[0];
  return typeof first === 'object' && first !== null && 'id' in first && typeof first.id === 'string' ? first.id : undefined;
};

export async function whatsappSend(part: OutboundPart, channel: AdapterChannel<'whatsappCloud'>, access: ProviderAccess, context: SendContext): Promise<SendResult> {
  if (isPartnerForward(part)) return sendPartnerForward(part, channel, access, context);
  const { phoneNumberId, accessToken } = channel.properties;
  if (!phoneNumberId || !accessToken) return { kind: 'failed', reason: 'The channel has no phone number id or access token for the WhatsApp Cloud API.' };
  const request = requestForWindow(part, channel, context);
  if ('refused' in request) return { kind: 'failed', reason: String(request.refused) };
  const answer = await callProvider(access, graphUrl(access, phoneNumberId, 'messages'), { method: 'POST', body: request, headers: bearer(channel) });
  if (answer.kind === 'ok') {
    const id = firstMessageId(answer.body);
    return id ? { kind: 'sent', providerMessageId: id } : { kind: 'sent' };
  }
  const reason = graphReason(answer).split(accessToken).join('••••');
  const code = graphErrorOf(answer.body)?.code;
  if (answer.kind === 'retry' || (code !== undefined && RATE_LIMIT_CODES.includes(code))) {
    const wait = answer.kind === 'retry' ? answer.retryAfterMs : undefined;
    return wait === undefined ? { kind: 'retry', reason } : { kind: 'retry', reason, retryAfterMs: wait };
  }
  return { kind: 'failed', reason };
}
