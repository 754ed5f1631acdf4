import type { ChannelAdapter } from './channelAdapter';
import { whatsappConnect, whatsappDisconnect } from './whatsappCloudConnect';
import { whatsappParse } from './whatsappCloudParse';
import { whatsappRender } from './whatsappCloudRender';
import { whatsappSend } from './whatsappCloudSend';
import { whatsappHandshake, whatsappVerify } from './whatsappCloudVerify';

export { listTemplates, type WhatsappTemplate } from './whatsappCloudTemplates';

/** The WhatsApp Cloud API channel: Meta's webhooks in, Graph's messages endpoint out. */
export const whatsappCloudAdapter: ChannelAdapter<'whatsappCloud'> = {
  kind: 'whatsappCloud',
  handshake: whatsappHandshake,
  verify: whatsappVerify,
  parse: (body) => whatsappParse(body),
  render: (messages, context) => whatsappRender(messages, context),
  send: whatsappSend,
  connect: whatsappConnect,
  disconnect: (channel, access) => whatsappDisconnect(channel, access),
};
