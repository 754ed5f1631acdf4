import { z } from 'zod';
import { htmlPage, pathParams, type RestContracts } from './contract';
import { inlineKeyboardMarkup } from '../channels/telegramUpdate';

/**
 * The developer-mode stand-in for Telegram under /sandbox/telegram: the Bot API itself
 * (/bot<token>/<method>, open: the server calls it), and for the operator the phone page, its
 * small JSON endpoints (bot creation, a chat, writing and tapping as the person) and the
 * faults tests and demos ask for.
 */

/** The Bot API's success envelope (errors answer {ok:false,error_code,description,parameters?}). */
export const botApiSuccess = z.object({ ok: z.literal(true), result: z.unknown(), description: z.string().optional() });

export const sandboxBotForm = z.object({
  name: z.string().trim().min(1, 'name is required.').max(64),
  username: z
    .string()
    .trim()
    .regex(/^[A-Za-z][A-Za-z0-9_]{3,31}$/, 'username: 4-32 letters, digits and _, starting with a letter.')
    .refine((name) => /bot$/i.test(name), 'username must end in "bot".'),
});
export const sandboxBot = z.object({ id: z.number(), name: z.string(), username: z.string(), token: z.string() });

export const sandboxChatParams = pathParams('botId', 'chatId');
export const sandboxChatEntry = z.object({
  message_id: z.number(),
  from: z.enum(['person', 'bot']),
  date: z.number(),
  text: z.string().optional(),
  caption: z.string().optional(),
  media: z.object({ type: z.enum(['photo', 'document', 'video', 'audio']), url: z.string() }).optional(),
  reply_markup: inlineKeyboardMarkup.optional(),
});
export const sandboxChat = z.object({
  bot: z.object({ id: z.number(), name: z.string(), username: z.string() }).nullable(),
  webhookUrl: z.string(),
  pendingUpdates: z.number(),
  answeredCallbackQueries: z.number(),
  entries: z.array(sandboxChatEntry),
});
export type SandboxChat = z.infer<typeof sandboxChat>;

export const sandboxWriteForm = z.object({
  text: z.string().min(1, 'text is required.').max(4096),
  firstName: z.string().trim().min(1).max(64).default('Sandbox'),
  lastName: z.string().trim().max(64).optional(),
});
export const sandboxTapForm = z.object({ messageId: z.number().int(), data: z.string().min(1).max(64) });
export const sandboxUpdateQueued = z.object({ updateId: z.number() });

export const sandboxFaultForm = z.object({
  method: z.string().min(1).max(64),
  status: z.union([z.literal(401), z.literal(429), z.literal(500)]).optional(),
  times: z.number().int().min(1).max(100).default(1),
  retryAfter: z.number().int().min(0).max(3600).default(1),
  delayMs: z.number().int().min(0).max(120_000).default(0),
});
export const sandboxFaultSet = z.object({ method: z.string(), waiting: z.number() });

export const telegramSandboxRoutes = {
  'GET /sandbox/telegram': { answer: htmlPage },
  'POST /sandbox/telegram/bots': { body: sandboxBotForm, answer: sandboxBot },
  'GET /sandbox/telegram/chats/:botId/:chatId': { params: sandboxChatParams, answer: sandboxChat },
  'POST /sandbox/telegram/chats/:botId/:chatId/messages': { params: sandboxChatParams, body: sandboxWriteForm, answer: sandboxUpdateQueued },
  'POST /sandbox/telegram/chats/:botId/:chatId/callbacks': { params: sandboxChatParams, body: sandboxTapForm, answer: sandboxUpdateQueued },
  'POST /sandbox/telegram/control/faults': { body: sandboxFaultForm, answer: sandboxFaultSet },
  'GET /sandbox/telegram/:botToken/:method': { params: pathParams('botToken', 'method'), answer: botApiSuccess },
  'POST /sandbox/telegram/:botToken/:method': { params: pathParams('botToken', 'method'), answer: botApiSuccess },
} as const satisfies RestContracts;
