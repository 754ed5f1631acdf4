import { z } from 'zod';
import {
  suiteConversationClosed,
  suiteConversationClosing,
  suiteConversationOpened,
  suiteConversationOpening,
  suiteCustomerMessage,
  suiteHistoryLine,
  suiteWebhookRegistration,
} from '../channels/suiteProtocol';
import { htmlPage, pathParams, type RestContracts } from './contract';

/**
 * The agent desk of the customer-service suite sandbox (developer mode) under /sandbox/suite:
 * the suite calls a suite channel makes (Webhooks, Conversations, Messages, Close, with an agent token
 * as Bearer), and for the operator the desk page, its queue, an agent's reply and close (each
 * posted to the channel's webhook, signed), and the faults tests and demos ask for.
 */

export const suiteDeskConversation = z.object({
  id: z.string(),
  externalId: z.string(),
  poolId: z.string(),
  channel: z.string(),
  customer: z.object({ id: z.string(), name: z.string().optional() }),
  status: z.enum(['waiting', 'closed']),
  history: z.array(suiteHistoryLine),
});
export type SuiteDeskConversation = z.infer<typeof suiteDeskConversation>;

export const suiteDeskQueue = z.object({
  pools: z.array(z.object({ id: z.string(), name: z.string(), companyId: z.string(), conversations: z.array(suiteDeskConversation) })),
});
export type SuiteDeskQueue = z.infer<typeof suiteDeskQueue>;

/** An agent's reply from the desk; a messageId given again delivers the same reply again (as the suite does when a webhook was not answered). */
export const suiteDeskReplyForm = z.object({
  text: z.string().trim().min(1, 'text is required.').max(10_000),
  agentName: z.string().trim().min(1).max(200).default('Selin'),
  messageId: z.string().trim().min(1).max(100).optional(),
});
/** How the channel's webhook answered the desk's event (0: it could not be reached; null: no webhook registered). */
export const suiteDeskPosted = z.object({ messageId: z.string().optional(), webhookStatus: z.number().nullable() });

export const SUITE_DESK_CALLS = ['webhooks', 'conversations', 'messages', 'close'] as const;
export const suiteDeskFaultForm = z.object({
  call: z.enum(SUITE_DESK_CALLS),
  status: z.union([z.literal(401), z.literal(429), z.literal(500)]).optional(),
  times: z.number().int().min(1).max(100).default(1),
  delayMs: z.number().int().min(0).max(120_000).default(0),
});
export const suiteDeskFaultSet = z.object({ call: z.string(), waiting: z.number() });

export const suiteDeskSandboxRoutes = {
  'POST /sandbox/suite/Webhooks': { body: suiteWebhookRegistration, answer: z.object({ content: z.object({ url: z.string(), poolId: z.string().nullable() }) }) },
  'POST /sandbox/suite/Conversations': { body: suiteConversationOpening, answer: suiteConversationOpened },
  'POST /sandbox/suite/Conversations/:id/Messages': { params: pathParams('id'), body: suiteCustomerMessage, answer: z.object({ content: z.object({ id: z.string() }) }) },
  'POST /sandbox/suite/Conversations/:id/Close': { params: pathParams('id'), body: suiteConversationClosing, answer: suiteConversationClosed },
  'GET /sandbox/suite/desk': { answer: htmlPage },
  'GET /sandbox/suite/desk/queue': { answer: suiteDeskQueue },
  'POST /sandbox/suite/desk/conversations/:id/replies': { params: pathParams('id'), body: suiteDeskReplyForm, answer: suiteDeskPosted },
  'POST /sandbox/suite/desk/conversations/:id/close': { params: pathParams('id'), answer: suiteDeskPosted },
  'POST /sandbox/suite/desk/control/faults': { body: suiteDeskFaultForm, answer: suiteDeskFaultSet },
} as const satisfies RestContracts;
