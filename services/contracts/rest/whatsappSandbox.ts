import { z } from 'zod';
import { htmlPage, pathParams, type RestContracts } from './contract';

/**
 * The WhatsApp Cloud sandbox (developer mode): Graph's endpoints the channel calls, under
 * /sandbox/whatsapp/{version}/..., and the page where a person plays a WhatsApp user with the
 * JSON endpoints it and the tests drive.
 */

const graphOk = z.object({ success: z.literal(true) });
export const sandboxPhoneNumber = z.object({ id: z.string(), display_phone_number: z.string(), verified_name: z.string() });
export const sandboxSent = z.object({
  messaging_product: z.literal('whatsapp'),
  contacts: z.array(z.object({ input: z.string(), wa_id: z.string() })),
  messages: z.array(z.object({ id: z.string() })),
});
export const sandboxTemplates = z.object({
  data: z.array(z.object({ id: z.string(), name: z.string(), language: z.string(), status: z.string(), category: z.string() })),
  paging: z.object({ cursors: z.object({ before: z.string(), after: z.string() }), next: z.string().optional() }),
});

/** A message the business sends (Graph's body; the sandbox reads `to` and `type`). */
export const sandboxOutbound = z.looseObject({ messaging_product: z.literal('whatsapp'), to: z.string().regex(/^\+?[0-9]{6,15}$/), type: z.string().default('text') });

/** What the end user does on the phone page: writes, or taps a reply button or list row. */
export const sandboxPhoneInput = z.object({
  phoneNumberId: z.string().min(1),
  from: z.string().regex(/^[0-9]{6,15}$/, 'A WhatsApp number is 6 to 15 digits with its country code.'),
  name: z.string().trim().max(100).default('Sandbox User'),
  text: z.string().trim().max(4096).optional(),
  reply: z.object({ kind: z.enum(['button_reply', 'list_reply']), id: z.string().max(256), title: z.string().max(100) }).optional(),
});
export const sandboxChatQuery = z.object({ phoneNumberId: z.string().min(1), from: z.string().min(1) });
export const sandboxChatEntry = z.object({ id: z.string(), direction: z.enum(['in', 'out']), at: z.string(), status: z.string(), body: z.record(z.string(), z.unknown()) });
export const sandboxChat = z.object({ entries: z.array(sandboxChatEntry), deliveries: z.array(z.object({ status: z.number(), ok: z.boolean(), at: z.string() })) });

/** Where the business account's webhooks go, as the app dashboard sets it (the sandbox checks it with the handshake first). */
export const sandboxSubscription = z.object({
  businessAccountId: z.string().min(1),
  callbackUrl: z.url({ protocol: /^https?$/ }),
  verifyToken: z.string().min(1).max(200),
  appSecret: z.string().min(1).max(200),
});
export const sandboxSubscribed = z.object({ ok: z.boolean(), message: z.string() });

/** Faults the next matching Graph calls answer with (tests of retries and refusals). */
export const sandboxFault = z.object({
  path: z.string().min(1).max(200),
  /** The status to answer with; none: the call is only late by delayMs, then answered as usual. */
  status: z.union([z.literal(401), z.literal(429), z.literal(500), z.literal(503)]).optional(),
  times: z.number().int().min(1).max(100).default(1),
  retryAfter: z.number().int().min(0).max(3600).optional(),
  delayMs: z.number().int().min(0).max(30_000).optional(),
  code: z.number().int().optional(),
});
export const sandboxFaultsAnswer = z.object({ pending: z.number() });

export const whatsappSandboxRoutes = {
  'GET /sandbox/whatsapp': { answer: htmlPage },
  'GET /sandbox/whatsapp/:version/:nodeId': { params: pathParams('version', 'nodeId'), answer: sandboxPhoneNumber },
  'POST /sandbox/whatsapp/:version/:nodeId/messages': { params: pathParams('version', 'nodeId'), body: sandboxOutbound, answer: sandboxSent },
  'POST /sandbox/whatsapp/:version/:nodeId/subscribed_apps': { params: pathParams('version', 'nodeId'), answer: graphOk },
  'DELETE /sandbox/whatsapp/:version/:nodeId/subscribed_apps': { params: pathParams('version', 'nodeId'), answer: graphOk },
  'GET /sandbox/whatsapp/:version/:nodeId/message_templates': { params: pathParams('version', 'nodeId'), answer: sandboxTemplates },
  'POST /sandbox/whatsapp/phone/messages': { body: sandboxPhoneInput, answer: sandboxChatEntry },
  'GET /sandbox/whatsapp/phone/chat': { query: sandboxChatQuery, answer: sandboxChat },
  'POST /sandbox/whatsapp/control/subscription': { body: sandboxSubscription, answer: sandboxSubscribed },
  'POST /sandbox/whatsapp/control/faults': { body: sandboxFault, answer: sandboxFaultsAnswer },
} as const satisfies RestContracts;
