import { z } from 'zod';
import { messengerSendAnswer } from '../channels/messengerWebhook';
import { htmlPage, pathParams, type RestContracts } from './contract';

/**
 * The messaging part of the developer-mode stand-in for Facebook's Graph API under
 * /sandbox/facebook: the Send API, the handover protocol (pass and take thread control), page
 * and app webhook subscriptions (the server calls them with a page's or the app's token), and for
 * the operator the phone page and its JSON endpoints: a chat between a Messenger or Instagram
 * user and a page, writing and tapping quick replies as the person, answering as the agent desk
 * that holds a passed thread and passing it back, and the faults tests and demos ask for.
 */

export const FACEBOOK_PLATFORMS = ['messenger', 'instagram'] as const;
export const facebookPlatform = z.enum(FACEBOOK_PLATFORMS);
export type FacebookPlatform = z.infer<typeof facebookPlatform>;

export const graphSuccess = z.object({ success: z.literal(true) });
export const facebookGraphEdgeParams = pathParams('version', 'nodeId');

export const facebookSandboxChatParams = pathParams('pageId', 'userId');
export const facebookSandboxChatQuery = z.object({ platform: facebookPlatform.default('messenger') });

export const facebookSandboxEntry = z.object({
  id: z.string(),
  from: z.enum(['person', 'bot', 'agent', 'note']),
  timestamp: z.number(),
  text: z.string().optional(),
  imageUrl: z.string().optional(),
  quickReplies: z.array(z.object({ title: z.string(), payload: z.string() })).optional(),
});
export type FacebookSandboxEntry = z.infer<typeof facebookSandboxEntry>;

export const facebookSandboxChat = z.object({
  page: z.object({ id: z.string(), name: z.string(), instagram: z.string().nullable() }).nullable(),
  platform: facebookPlatform,
  /** Whether the page is subscribed to the app and the app has a webhook for the platform's object. */
  delivering: z.boolean(),
  webhookUrl: z.string(),
  /** The app that owns the thread (handover protocol). */
  owner: z.object({ id: z.string(), name: z.string(), isApp: z.boolean() }),
  failedDeliveries: z.number(),
  entries: z.array(facebookSandboxEntry),
});
export type FacebookSandboxChat = z.infer<typeof facebookSandboxChat>;

/** The pages the phone offers: the ones subscribed to the app, with their Instagram business account. */
export const facebookSandboxPages = z.object({
  pages: z.array(z.object({ id: z.string(), name: z.string(), instagram: z.string().nullable(), instagramUsername: z.string().nullable() })),
});

export const facebookSandboxWriteForm = z.object({
  platform: facebookPlatform.default('messenger'),
  text: z.string().min(1, 'text is required.').max(2000),
  name: z.string().trim().min(1).max(64).default('Sandbox'),
});
export const facebookSandboxTapForm = z.object({ platform: facebookPlatform.default('messenger'), payload: z.string().min(1).max(1000) });
export const facebookSandboxAgentForm = z.object({ platform: facebookPlatform.default('messenger'), text: z.string().min(1).max(2000) });
export const facebookSandboxPassBackForm = z.object({ platform: facebookPlatform.default('messenger') });
export const facebookSandboxQueued = z.object({ mid: z.string(), delivered: z.boolean() });

export const FACEBOOK_SANDBOX_CALLS = ['messages', 'pass_thread_control', 'take_thread_control', 'subscribed_apps', 'subscriptions'] as const;
export const facebookSandboxFaultForm = z.object({
  call: z.enum(FACEBOOK_SANDBOX_CALLS),
  status: z.union([z.literal(429), z.literal(500)]).optional(),
  times: z.number().int().min(1).max(100).default(1),
  delayMs: z.number().int().min(0).max(120_000).default(0),
});
export const facebookSandboxFaultSet = z.object({ call: z.string(), waiting: z.number() });

export const facebookMessagingSandboxRoutes = {
  'GET /sandbox/facebook': { answer: htmlPage },
  'GET /sandbox/facebook/messaging/pages': { answer: facebookSandboxPages },
  'GET /sandbox/facebook/messaging/chats/:pageId/:userId': { params: facebookSandboxChatParams, query: facebookSandboxChatQuery, answer: facebookSandboxChat },
  'POST /sandbox/facebook/messaging/chats/:pageId/:userId/messages': { params: facebookSandboxChatParams, body: facebookSandboxWriteForm, answer: facebookSandboxQueued },
  'POST /sandbox/facebook/messaging/chats/:pageId/:userId/quick-replies': { params: facebookSandboxChatParams, body: facebookSandboxTapForm, answer: facebookSandboxQueued },
  'POST /sandbox/facebook/messaging/chats/:pageId/:userId/agent-messages': { params: facebookSandboxChatParams, body: facebookSandboxAgentForm, answer: facebookSandboxQueued },
  'POST /sandbox/facebook/messaging/chats/:pageId/:userId/pass-back': { params: facebookSandboxChatParams, body: facebookSandboxPassBackForm, answer: facebookSandboxQueued },
  'POST /sandbox/facebook/messaging/faults': { body: facebookSandboxFaultForm, answer: facebookSandboxFaultSet },
  'POST /sandbox/facebook/:version/me/messages': { answer: messengerSendAnswer },
  'POST /sandbox/facebook/:version/me/pass_thread_control': { answer: graphSuccess },
  'POST /sandbox/facebook/:version/me/take_thread_control': { answer: graphSuccess },
  'POST /sandbox/facebook/:version/:nodeId/subscribed_apps': { params: facebookGraphEdgeParams, answer: graphSuccess },
  'DELETE /sandbox/facebook/:version/:nodeId/subscribed_apps': { params: facebookGraphEdgeParams, answer: graphSuccess },
  'POST /sandbox/facebook/:version/:nodeId/subscriptions': { params: facebookGraphEdgeParams, answer: graphSuccess },
} as const satisfies RestContracts;
