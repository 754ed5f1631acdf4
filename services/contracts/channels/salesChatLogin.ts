import { z } from 'zod';
import { salesChatMessages } from './salesChat';

/**
 * Connecting a sales-chat (Zoho SalesIQ) channel by Zoho's OAuth authorization code flow (spec
 * 02 sections 2, 6 and 8; docs/pages.md): an ADMIN gives the company's Zoho client (id, secret,
 * the SalesIQ portal's screen name) and the console answers Zoho's authorize address (offline
 * access, the scopes for webhooks and conversations, /company-profile/create-zoho as the way
 * back and a state that carries the company id). Zoho sends the browser back with a code; the
 * return page asks the server to exchange it (GET /core/v1/zoho/token with the url query) and
 * gets a sealed login ticket (the tokens never reach the browser); the post-login form then
 * creates the channel with a name and an assistant.
 */

export const ZOHO_AUTHORIZE_API = '/core/v1/zoho/authorize';
export const ZOHO_TOKEN_API = '/core/v1/zoho/token';
export const ZOHO_CHANNEL_API = '/core/v1/zoho/channel';

/** Where Zoho sends the admin back (spec 01 section 2.2). */
export const ZOHO_RETURN_PATH = '/company-profile/create-zoho';

/** What the console asks of the company's SalesIQ: its webhooks and conversations, and the portal. */
export const ZOHO_SCOPES = ['SalesIQ.webhooks.ALL', 'SalesIQ.conversations.ALL', 'SalesIQ.portals.READ'] as const;

export const zohoLoginMessages = {
  ...salesChatMessages,
  clientIdRequired: 'Enter the client ID of your Zoho API console client.',
  clientSecretRequired: 'Enter the client secret of your Zoho API console client.',
  notStartedHere: 'This Zoho login was not started here or has expired. Start it again from the company profile.',
  ticketRefused: 'This Zoho login has expired. Sign in with Zoho again.',
  codeMissing: 'Zoho sent no authorization code back. Sign in with Zoho again.',
  nameRequired: 'Give the channel a name.',
} as const;

const required = (message: string, max: number) => z.string({ error: message }).trim().min(1, message).max(max, `At most ${max} characters.`);

export const zohoAuthorizeBody = z.object({
  companyId: required('Choose a company.', 100),
  clientId: required(zohoLoginMessages.clientIdRequired, 200),
  clientSecret: required(zohoLoginMessages.clientSecretRequired, 200),
  /** The SalesIQ portal's screen name (salesiq.zoho.com/{screenname}), which identifies the channel. */
  screenName: z.string().trim().max(200, 'At most 200 characters.').optional(),
});
export type ZohoAuthorizeInput = z.input<typeof zohoAuthorizeBody>;

export const zohoAuthorizeAnswer = z.object({ url: z.string() });

/**
 * The query Zoho redirected to the return page with, unchanged: code, state, location and
 * accounts-server on consent; error (access_denied) and state when the admin refused.
 */
export const zohoReturnQuery = z.record(z.string().max(100), z.string().max(4000), { error: 'The query must be text parameters.' });

/** The exchange went through: a ticket the post-login form creates the channel with, and how long the access token lives. */
export const zohoTokenAnswer = z.object({ companyId: z.string(), ticket: z.string(), expiresIn: z.number().int() });
export type ZohoLoggedIn = z.infer<typeof zohoTokenAnswer>;

export const zohoChannelBody = z.object({
  ticket: required(zohoLoginMessages.ticketRefused, 8000),
  name: required(zohoLoginMessages.nameRequired, 100),
  /** The assistant that answers on the channel ('' for none yet). */
  botId: z.string().max(100).optional(),
});
export type ZohoChannelInput = z.input<typeof zohoChannelBody>;

export const zohoChannelAnswer = z.object({ channelId: z.string(), companyId: z.string(), name: z.string() });
export type ZohoChannelCreated = z.infer<typeof zohoChannelAnswer>;
