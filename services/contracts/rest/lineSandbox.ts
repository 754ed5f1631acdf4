import { z } from 'zod';
import { lineBotInfo, lineQuickReply, lineSentAnswer, lineWebhookEndpoint } from '../channels/lineWebhook';
import { htmlPage, pathParams, type RestContracts } from './contract';

/**
 * The developer-mode stand-in for LINE under /sandbox/line: the Messaging API calls the LINE
 * adapter makes (/v2/bot/..., open: the server calls them with a channel access token), and for
 * the operator the phone page, its small JSON endpoints (making a channel, a chat, writing and
 * tapping a quick reply as the LINE user) and the faults tests and demos ask for.
 */

export const lineSandboxChannelForm = z.object({ name: z.string().trim().min(1, 'name is required.').max(64) });
export const lineSandboxChannel = z.object({
  channelId: z.string(),
  name: z.string(),
  channelSecret: z.string(),
  accessToken: z.string(),
  userId: z.string(),
  basicId: z.string(),
});
export type LineSandboxChannel = z.infer<typeof lineSandboxChannel>;

export const lineSandboxChatParams = pathParams('channelId', 'userId');
export const lineSandboxEntry = z.object({
  id: z.string(),
  from: z.enum(['person', 'bot']),
  timestamp: z.number(),
  type: z.string(),
  text: z.string().optional(),
  imageUrl: z.string().optional(),
  quickReply: lineQuickReply.optional(),
  /** How the bot's message came: with a reply token or pushed. */
  via: z.enum(['reply', 'push']).optional(),
});
export type LineSandboxEntry = z.infer<typeof lineSandboxEntry>;
export const lineSandboxChat = z.object({
  channel: z.object({ channelId: z.string(), name: z.string(), basicId: z.string() }).nullable(),
  webhookUrl: z.string(),
  failedDeliveries: z.number(),
  entries: z.array(lineSandboxEntry),
});
export type LineSandboxChat = z.infer<typeof lineSandboxChat>;

export const lineSandboxWriteForm = z.object({ text: z.string().min(1, 'text is required.').max(5000), displayName: z.string().trim().min(1).max(64).default('Sandbox') });
export const lineSandboxTapForm = z.object({ data: z.string().min(1).max(300), displayText: z.string().max(300).optional() });
export const lineSandboxEventQueued = z.object({ webhookEventId: z.string() });

export const lineSandboxFaultForm = z.object({
  /** The call: 'info', 'endpoint', 'reply' or 'push'. */
  call: z.enum(['info', 'endpoint', 'reply', 'push']),
  status: z.union([z.literal(401), z.literal(429), z.literal(500)]).optional(),
  times: z.number().int().min(1).max(100).default(1),
  delayMs: z.number().int().min(0).max(120_000).default(0),
});
export const lineSandboxFaultSet = z.object({ call: z.string(), waiting: z.number() });

export const lineSandboxRoutes = {
  'GET /sandbox/line': { answer: htmlPage },
  'POST /sandbox/line/channels': { body: lineSandboxChannelForm, answer: lineSandboxChannel },
  'GET /sandbox/line/chats/:channelId/:userId': { params: lineSandboxChatParams, answer: lineSandboxChat },
  'POST /sandbox/line/chats/:channelId/:userId/messages': { params: lineSandboxChatParams, body: lineSandboxWriteForm, answer: lineSandboxEventQueued },
  'POST /sandbox/line/chats/:channelId/:userId/postbacks': { params: lineSandboxChatParams, body: lineSandboxTapForm, answer: lineSandboxEventQueued },
  'POST /sandbox/line/control/faults': { body: lineSandboxFaultForm, answer: lineSandboxFaultSet },
  'GET /sandbox/line/v2/bot/info': { answer: lineBotInfo },
  'PUT /sandbox/line/v2/bot/channel/webhook/endpoint': { body: lineWebhookEndpoint, answer: z.object({}) },
  'POST /sandbox/line/v2/bot/message/reply': { answer: lineSentAnswer },
  'POST /sandbox/line/v2/bot/message/push': { answer: lineSentAnswer },
} as const satisfies RestContracts;
