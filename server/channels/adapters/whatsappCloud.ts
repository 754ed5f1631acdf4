import type { ChannelAdapter } from './channelAdapter';
import { whatsappConnect, whatsappDisconnect } from './whatsappCloudConnect';
import { numberedReply } from './whatsappCloudNumbered';
import { whatsappParse } from './whatsappCloudParse';
import { partnerForward } from './whatsappCloudPartner';
import { whatsappRender } from './whatsappCloudRender';
import { whatsappSend } from './whatsappCloudSend';
import { whatsappHandshake, whatsappVerify } from './whatsappCloudVerify';

export { listTemplates, type WhatsappTemplate } from './whatsappCloudTemplates';

/** The WhatsApp Cloud API channel: Meta's webhooks in, Graph's messages endpoint out. */
export const whatsappCloudAdapter: ChannelAdapter<'whatsappCloud'> = {
  kind: 'whatsappCloud',
  handshake: whatsappHandshake,
  verify: whatsappVerify,
  // A message is forwarded to the partner webhook (queued before the reply) when the channel has one.
  parse: (body, channel) =>
    whatsappParse(body).map((event) => {
      const forward = event.kind === 'message' ? partnerForward(event, channel) : undefined;
      return forward ? { ...event, acknowledge: forward } : event;
    }),
  render: (messages, context, channel) => whatsappRender(messages, context, channel),
  send: whatsappSend,
  readReply: numberedReply,
  connect: whatsappConnect,
  disconnect: (channel, access) => whatsappDisconnect(channel, access),
};
