import { z } from 'zod';
import { channelView } from './channels';
import { channelUsageHeaders } from './channelUsage';
import { htmlPage, pathParams, redirectAnswer, type RestContracts } from './contract';

/**
 * Connecting Facebook pages and Instagram accounts (spec 02 sections 4 and 7): the social
 * login in a popup (a signed start address, the provider's dialog, the code exchanged on the
 * server, the user token handed to the console window), the person's pages one Graph page at
 * a time, and for a live channel its handover receivers, the chosen receiver and a new token.
 */

export const PAGES_KINDS = ['facebook', 'instagram'] as const;
export type PagesKind = (typeof PAGES_KINDS)[number];

/** Texts the login answers with (the provider's own words are shown as they come). */
export const facebookLoginMessages = {
  notConfigured: 'Facebook and Instagram cannot be connected on this server: it has no Facebook app (FACEBOOK_APP_ID and FACEBOOK_APP_SECRET).',
  stateRefused: 'The Facebook login could not be verified or took too long. Please try again.',
  cancelled: 'The Facebook login was cancelled.',
  failed: 'The Facebook login failed. Please try again.',
} as const;

export const facebookLoginBody = z.object({ kind: z.enum(PAGES_KINDS) });
/** Where the console opens its login popup. */
export const facebookLoginStart = z.object({ url: z.string() });
export const facebookLoginQuery = z.object({ state: z.string().max(1000).optional() });
export const facebookLoginCallbackQuery = z.object({
  code: z.string().max(1000).optional(),
  state: z.string().max(1000).optional(),
  error: z.string().max(200).optional(),
  error_reason: z.string().max(200).optional(),
  error_description: z.string().max(500).optional(),
});

/** What the login popup posts to the console window: the user's access token, or why there is none. */
export const facebookLoginMessage = z.object({
  type: z.literal('facebookLogin'),
  accessToken: z.string().optional(),
  error: z.string().optional(),
});
export type FacebookLoginMessage = z.infer<typeof facebookLoginMessage>;

export const facebookPagesBody = z.object({ accessToken: z.string().min(1).max(1000), after: z.string().max(500).nullable().optional() });
export const facebookPage = z.object({ id: z.string(), name: z.string(), accessToken: z.string(), businessId: z.string().nullable() });
export type FacebookPage = z.infer<typeof facebookPage>;
/** One Graph page of the person's pages; `after` is where the next one starts (null on the last). */
export const facebookPagesAnswer = z.object({ pages: z.array(facebookPage), after: z.string().nullable() });
export type FacebookPagesAnswer = z.infer<typeof facebookPagesAnswer>;

export const secondaryReceiver = z.object({ id: z.string(), name: z.string() });
export type SecondaryReceiver = z.infer<typeof secondaryReceiver>;
export const secondaryReceiversAnswer = z.object({ receivers: z.array(secondaryReceiver) });

/** updateConnectionHandoverConfig: the app a conversation is handed to. */
export const handoverConfigBody = z.object({ fbSecondaryReceiverID: z.string().min(1).max(100), fbSecondaryReceiverName: z.string().max(200) });
/** reconnectFacebook: a new user access token for the channel. */
export const reconnectBody = z.object({ token: z.string().min(1).max(1000) });

const channelId = pathParams('id');

export const facebookPagesRoutes = {
  'POST /channel/facebook/login': { headers: channelUsageHeaders, body: facebookLoginBody, answer: facebookLoginStart },
  'GET /channel/facebook/login': { query: facebookLoginQuery, answer: redirectAnswer },
  'GET /channel/facebook/login/callback': { query: facebookLoginCallbackQuery, answer: htmlPage },
  'POST /channel/facebook/pages': { headers: channelUsageHeaders, body: facebookPagesBody, answer: facebookPagesAnswer },
  'GET /channel/:id/facebook/receivers': { params: channelId, answer: secondaryReceiversAnswer },
  'PUT /channel/:id/facebook/handover': { params: channelId, body: handoverConfigBody, answer: channelView },
  'PUT /channel/:id/facebook/reconnect': { params: channelId, body: reconnectBody, answer: channelView },
} as const satisfies RestContracts;

/** Why the console's login gave no token: the popup's words, or the popup was blocked or closed first. */
export type FacebookLoginFailure = { kind: 'login'; message: string } | { kind: 'popupBlocked' } | { kind: 'popupClosed' };
