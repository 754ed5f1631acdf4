import { z } from 'zod';

/**
 * The customer-service suite's protocol (docs/channels-suite.md): the sign-in calls of the suite
 * form (captcha, login, pools), what the console posts to a suite backend when a conversation is
 * handed over, and the agent events the suite posts back to the channel's webhook, signed with
 * the channel's webhook secret. The sandbox's REST contracts (services/contracts/rest/suite*)
 * serve these shapes.
 */

/** The header the suite signs its events with: `sha256=<hex HMAC-SHA256 of the raw body>`. */
export const SUITE_SIGNATURE_HEADER = 'x-suite-signature';

const text = (max: number) => z.string().trim().min(1).max(max);

/** GET {base}/Captcha: a single-use key and a data: URL of the picture of its text. */
export const suiteCaptchaContent = z.object({ content: z.object({ key: z.string().min(1), image: z.string().startsWith('data:image/') }) });
/** POST {base}/Login?captchaKey=&captchaVal= with {username, password}: the agent token. */
export const suiteLoginQuery = z.object({ captchaKey: z.string().max(200).default(''), captchaVal: z.string().max(50).default('') });
export const suiteLoginBody = z.object({ username: z.string().max(200), password: z.string().max(200) });
export const suiteLoginContent = z.object({ content: z.object({ token: z.string().min(1) }) });
/** GET {base}/Pools with the agent token: the pools of the agent's suite company. */
export const suitePoolsContent = z.object({ content: z.array(z.object({ id: z.string(), name: z.string() })) });

/** A refusal is 400 with the suite's word in `error`; these are the words of a refused login. */
export const SUITE_LOGIN_ERRORS = ['Captcha Error', 'password', 'notLoginForALongTime'] as const;
export const suiteRefusal = z.object({ error: z.string() });

/** POST {base}/Webhooks: where the suite posts the agent events of a pool's conversations (all the account's pools when none is named). */
export const suiteWebhookRegistration = z.object({ url: z.url().max(2083), secret: text(200), poolId: text(100).optional() });
export type SuiteWebhookRegistration = z.infer<typeof suiteWebhookRegistration>;

/** One line of the conversation so far, as the agent reads it. */
export const suiteHistoryLine = z.object({ from: z.enum(['customer', 'bot', 'agent']), text: z.string().max(10_000), at: z.string() });
export type SuiteHistoryLine = z.infer<typeof suiteHistoryLine>;

/**
 * POST {base}/Conversations: a handed-over conversation into a pool's queue. `externalId` is the
 * console's conversation: the suite answers a second post with the same one with the conversation
 * it already has (200), so a retry never makes a second one.
 */
export const suiteConversationOpening = z.object({
  companyId: text(100),
  poolId: text(100),
  externalId: text(100),
  customer: z.object({ id: text(200), name: z.string().max(200).optional() }),
  channel: text(50),
  history: z.array(suiteHistoryLine).max(500),
});
export type SuiteConversationOpening = z.infer<typeof suiteConversationOpening>;
export const suiteConversationOpened = z.object({ content: z.object({ id: z.string() }) });

/** POST {base}/Conversations/{id}/Messages: the customer's message while handed over; the same externalMessageId twice is kept once. */
export const suiteCustomerMessage = z.object({ externalMessageId: text(100), text: z.string().max(10_000), at: z.string() });
export type SuiteCustomerMessage = z.infer<typeof suiteCustomerMessage>;

/**
 * POST {base}/Conversations/{id}/Close: the conversation was closed in the console (its agent
 * stops waiting on it). Closing a closed conversation answers the same, so a retry is harmless.
 */
export const suiteConversationClosing = z.object({ at: z.string() });
export type SuiteConversationClosing = z.infer<typeof suiteConversationClosing>;
export const suiteConversationClosed = z.object({ content: z.object({ id: z.string(), status: z.literal('closed') }) });

/** What the suite posts to the channel's webhook: an agent's reply, or the conversation closed by the agent. */
export const suiteAgentEvent = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('agentMessage'),
    conversationId: text(100),
    externalId: text(100),
    messageId: text(100),
    text: z.string().trim().min(1).max(10_000),
    agent: z.object({ name: z.string().max(200) }),
  }),
  z.object({ type: z.literal('closed'), conversationId: text(100), externalId: text(100) }),
]);
export type SuiteAgentEvent = z.infer<typeof suiteAgentEvent>;
