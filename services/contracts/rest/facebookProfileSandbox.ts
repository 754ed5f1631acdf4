import { z } from 'zod';
import { pathParams, type RestContracts } from './contract';

/**
 * The profile part of the Facebook sandbox: Meta's Messenger Profile API of a page
 * (/{version}/me/messenger_profile with the page's token), here its Instagram persistent menu
 * and ice breakers, and the faults tests ask for. The shapes are Graph's own; the console's
 * Instagram tools read Graph's answers with them too.
 */

/** A persistent menu item as Graph keeps it: a postback with its payload or a link with its url. */
export const graphMenuItem = z.object({ type: z.string(), title: z.string().optional(), payload: z.string().optional(), url: z.string().optional() });
/** One locale's persistent menu. */
export const graphMenuLocale = z.object({ locale: z.string(), composer_input_disabled: z.boolean().optional(), call_to_actions: z.array(graphMenuItem).optional() });
/** An ice breaker as Graph keeps it. */
export const graphIceBreakerItem = z.object({ question: z.string(), payload: z.string() });
/** One locale's ice breakers (Graph's "new format"). */
export const graphIceBreakerLocale = z.object({ locale: z.string(), call_to_actions: z.array(graphIceBreakerItem) });

export const messengerProfileParams = pathParams('version');
export const messengerProfileQuery = z.object({
  fields: z.string().max(500).optional(),
  platform: z.string().max(40).optional(),
  access_token: z.string().max(500).optional(),
});

/** POST: the properties to set (any other is kept as Graph keeps it: not here); checked with Graph's limits and errors. */
export const messengerProfileBody = z.object({ platform: z.string().optional(), persistent_menu: z.unknown().optional(), ice_breakers: z.unknown().optional() }).loose();
/** DELETE: the properties to remove. */
export const messengerProfileDeleteBody = z.object({ fields: z.array(z.string()).optional(), platform: z.string().optional() }).loose();

/**
 * GET's answer: asked for ice_breakers alone, `data` lists each locale's ice breakers (Graph's
 * new format); otherwise one entry with each asked property that is set (none: no entry).
 */
export const messengerProfileAnswer = z.object({
  data: z.array(z.union([graphIceBreakerLocale, z.object({ persistent_menu: z.array(graphMenuLocale).optional(), ice_breakers: z.array(graphIceBreakerLocale).optional() })])),
});
export type MessengerProfileAnswer = z.infer<typeof messengerProfileAnswer>;
export const messengerProfileResult = z.object({ result: z.literal('success') });

/** A fault for the next `times` calls of one profile call: Graph's 429 (request limit) or 500 (service unavailable). */
export const profileFaultForm = z.object({
  call: z.enum(['get', 'set', 'delete']),
  status: z.union([z.literal(429), z.literal(500)]),
  times: z.number().int().min(1).max(100).default(1),
});
export const profileFaultSet = z.object({ call: z.string(), waiting: z.number() });

/** What the operator sees of a page's Instagram profile in the sandbox. */
export const sandboxProfiles = z.array(
  z.object({ pageId: z.string(), pageName: z.string(), username: z.string(), persistentMenu: z.array(graphMenuLocale), iceBreakers: z.array(graphIceBreakerLocale) }),
);

export const facebookProfileSandboxRoutes = {
  'GET /sandbox/facebook/:version/me/messenger_profile': { params: messengerProfileParams, query: messengerProfileQuery, answer: messengerProfileAnswer },
  'POST /sandbox/facebook/:version/me/messenger_profile': {
    params: messengerProfileParams,
    query: messengerProfileQuery,
    body: messengerProfileBody,
    answer: messengerProfileResult,
  },
  'DELETE /sandbox/facebook/:version/me/messenger_profile': {
    params: messengerProfileParams,
    query: messengerProfileQuery,
    body: messengerProfileDeleteBody,
    answer: messengerProfileResult,
  },
  'POST /sandbox/facebook/control/profile-faults': { body: profileFaultForm, answer: profileFaultSet },
  'GET /sandbox/facebook/profiles': { answer: sandboxProfiles },
} as const satisfies RestContracts;
