import type { ChannelAdapter } from './channelAdapter';
import { connectMessenger, disconnectMessenger } from './messengerConnect';
import { MESSENGER_LIMITS } from './messengerChoices';
import { messengerNumberedReply } from './messengerNumbered';
import { messengerEvents } from './messengerParse';
import { renderMessenger } from './messengerRender';
import { sendMessenger } from './messengerSend';
import { messengerSignatureMatches, messengerSignaturePresent } from './messengerSignature';

/**
 * Facebook pages over the Messenger Platform: Meta posts every page's webhooks to the app's one
 * address (messengerWebhookRoutes.ts), signed with the app secret; replies go with the page's
 * token through the Send API; a handover passes the thread to the page's handover receiver.
 */
export const facebookAdapter: ChannelAdapter<'facebook'> = {
  kind: 'facebook',
  verify: (request) => messengerSignaturePresent(request.headers['x-hub-signature-256']),
  authenticate: async (request, _channel, access) => messengerSignatureMatches(request.headers['x-hub-signature-256'], access.messengerApp?.appSecret, request.rawBody),
  parse: (body, channel) => messengerEvents(body, channel.properties.pageID),
  render: (messages, context, channel) =>
    renderMessenger(messages, context, { textMax: MESSENGER_LIMITS.facebookText, receiverId: channel.properties.fbSecondaryReceiverID || undefined }),
  send: (part, channel, access) => sendMessenger(part, channel.properties.pageAccessToken, access),
  readReply: messengerNumberedReply,
  connect: (channel, access) => connectMessenger('facebook', channel.properties, access),
  disconnect: (channel, access, context) => disconnectMessenger(channel.properties, access, context),
};
