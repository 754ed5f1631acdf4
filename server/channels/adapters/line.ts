import { lineMessages } from '../../../services/contracts/channels/line';
import { lineBotInfo } from '../../../services/contracts/channels/lineWebhook';
import { webhookAddress, type ChannelAdapter } from './channelAdapter';
import { callLineApi } from './lineApi';
import { lineNumberedReply } from './lineNumbered';
import { parseLineWebhook } from './lineParse';
import { renderLine } from './lineRender';
import { sendLine } from './lineSend';
import { LINE_SIGNATURE_HEADER, lineSignatureMatches } from './lineSignature';

/**
 * LINE Official Accounts over the Messaging API (developers.line.biz/en/reference/messaging-api):
 * LINE posts webhook events signed with the channel secret; replies use the event's reply
 * token while it is fresh, else a push message (lineSend.ts).
 */
export const lineAdapter: ChannelAdapter<'line'> = {
  kind: 'line',

  verify(request, channel) {
    if (lineSignatureMatches(request.headers[LINE_SIGNATURE_HEADER], channel.properties.channelSecret, request.rawBody)) return { ok: true };
    return { ok: false, status: 401, message: 'The signature of this LINE webhook is missing or wrong.' };
  },

  parse: (body) => parseLineWebhook(body),

  render: (messages, context) => renderLine(messages, context),

  send: (part, channel, access, context) => sendLine(part, channel.properties.accessToken, access, context),

  readReply: lineNumberedReply,

  /** Checks the access token (GET /v2/bot/info) and sets the channel's webhook URL; a refusal shows LINE's message. */
  async connect(channel, access) {
    const token = channel.properties.accessToken;
    const info = await callLineApi(access, token, { method: 'GET', path: '/v2/bot/info' });
    if (info.kind !== 'ok') return { ok: false, message: info.message ?? lineMessages.connectFailed };
    const bot = lineBotInfo.safeParse(info.body);
    if (!bot.success) return { ok: false, message: lineMessages.connectFailed };
    const endpoint = webhookAddress(access.publicUrl, 'line', channel.id);
    const set = await callLineApi(access, token, { method: 'PUT', path: '/v2/bot/channel/webhook/endpoint', body: { endpoint } });
    if (set.kind !== 'ok') return { ok: false, message: set.message ?? lineMessages.connectFailed };
    return { ok: true, properties: { lineBotUserId: bot.data.userId, lineBasicId: bot.data.basicId } };
  },
};
