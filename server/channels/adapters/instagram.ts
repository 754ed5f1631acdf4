import type { ChannelAdapter } from './channelAdapter';
import { connectMessenger, disconnectMessenger } from './messengerConnect';
import { MESSENGER_LIMITS } from './messengerChoices';
import { messengerNumberedReply } from './messengerNumbered';
import { messengerEvents } from './messengerParse';
import { renderMessenger } from './messengerRender';
import { sendMessenger } from './messengerSend';
import { messengerSignatureMatches, messengerSignaturePresent } from './messengerSignature';

/**
 * Instagram business accounts over the Messenger Platform, through their Facebook page: Meta
 * posts the webhooks (object "instagram", each entry naming the Instagram account kept as
 * instagramID on connect) to the app's one address, signed with the app secret; replies go with
 * the page's token through the Send API; a handover passes the thread to the handover receiver.
 */
export const instagramAdapter: ChannelAdapter<'instagram'> = {
  kind: 'instagram',
  verify: (request) => messengerSignaturePresent(request.headers['x-hub-signature-256']),
  authenticate: async (request, _channel, access) => messengerSignatureMatches(request.headers['x-hub-signature-256'], access.messengerApp?.appSecret, request.rawBody),
  parse: (body, channel) => messengerEvents(body, channel.properties.instagramID),
  render: (messages, context, channel) =>
    renderMessenger(messages, context, { textMax: MESSENGER_LIMITS.instagramText, receiverId: channel.properties.fbSecondaryReceiverID || undefined }),
  send: (part, channel, access) => sendMessenger(part, channel.properties.pageAccessToken, access),
  readReply: messengerNumberedReply,
  connect: (channel, access) => connectMessenger('instagram', channel.properties, access),
  disconnect: (channel, access, context) => disconnectMessenger(channel.properties, access, context),
};
