import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { LineEvent } from '../../../services/contracts/channels/lineWebhook';
import type { RestAnswer } from '../../../services/contracts/rest';
import { lineSandboxChatParams, lineSandboxTapForm, lineSandboxWriteForm } from '../../../services/contracts/rest/lineSandbox';
import { operatorOnly } from '../../dev/operatorOnly';
import { HttpError } from '../../http/errors';
import { parseBody, parseWith } from '../../http/validate';
import type { ChannelState, SandboxState } from './sandboxState';
import { newWebhookEventId, type WebhookDelivery } from './webhookDelivery';

/**
 * What the LINE user on the phone page does: write to a channel, or tap a quick-reply button of
 * its message (a postback button posts its data, showing its displayText as the user's words; a
 * message button is the user writing its text). Each becomes a webhook event with a fresh reply
 * token, queued for the channel's webhook.
 */
export const LINE_USER_ID = /^U[0-9a-f]{32}$/;

export function personRoutes(app: FastifyInstance, state: SandboxState, delivery: WebhookDelivery, now: () => number): void {
  const chatOf = (params: unknown) => {
    const { channelId, userId } = parseWith(lineSandboxChatParams, params);
    const channel = state.channels.get(channelId);
    if (!channel) throw new HttpError(404, 'No channel with this id in the sandbox: make it on the phone page, or call the API with its access token first.');
    if (!LINE_USER_ID.test(userId)) throw new HttpError(400, 'userId must be U followed by 32 hexadecimal digits.');
    return { channel, userId };
  };

  /** Notes what the user did in their chat and queues its event with a new reply token. */
  function queue(channel: ChannelState, userId: string, displayName: string, shown: string | undefined, event: Pick<LineEvent, 'type' | 'message' | 'postback'>) {
    const at = now();
    const chat = channel.chats.get(userId) ?? { userId, displayName, entries: [] };
    chat.displayName = displayName;
    channel.chats.set(userId, chat);
    const messageId = String(at) + String(chat.entries.length).padStart(3, '0');
    if (shown !== undefined) chat.entries.push({ id: messageId, from: 'person', timestamp: at, type: 'text', text: shown });
    const replyToken = randomBytes(16).toString('hex');
    channel.replyTokens.set(replyToken, { userId, issuedAt: at, used: false });
    const webhookEventId = newWebhookEventId();
    const message = event.message ? { ...event.message, id: messageId } : undefined;
    delivery.enqueue(channel, {
      ...event,
      ...(message ? { message } : {}),
      mode: 'active',
      timestamp: at,
      source: { type: 'user', userId },
      webhookEventId,
      deliveryContext: { isRedelivery: false },
      replyToken,
    });
    return { webhookEventId };
  }

  app.post('/sandbox/line/chats/:channelId/:userId/messages', operatorOnly, async (request): Promise<RestAnswer<'POST /sandbox/line/chats/:channelId/:userId/messages'>> => {
    const { channel, userId } = chatOf(request.params);
    const { text, displayName } = parseBody(lineSandboxWriteForm, request.body);
    return queue(channel, userId, displayName, text, { type: 'message', message: { id: '', type: 'text', text } });
  });

  app.post('/sandbox/line/chats/:channelId/:userId/postbacks', operatorOnly, async (request): Promise<RestAnswer<'POST /sandbox/line/chats/:channelId/:userId/postbacks'>> => {
    const { channel, userId } = chatOf(request.params);
    const { data, displayText } = parseBody(lineSandboxTapForm, request.body);
    const chat = channel.chats.get(userId);
    const offered = chat?.entries.some((e) => e.from === 'bot' && e.quickReply?.items.some((item) => item.action.type === 'postback' && item.action.data === data));
    if (!chat || !offered) throw new HttpError(400, 'No message of the channel in this chat has a quick-reply button with this data.');
    return queue(channel, userId, chat.displayName, displayText, { type: 'postback', postback: { data } });
  });
}
