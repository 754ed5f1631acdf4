import { z } from 'zod';
import { htmlPage, pathParams, redirectAnswer, type RestContracts } from './contract';

/**
 * The sign-in part of the Facebook sandbox (developer mode), as Facebook Login's manual flow
 * works: the OAuth dialog a person signs in and grants the scopes with (Continue or Cancel
 * redirect back with a code or access_denied), the code exchange for a user access token, the
 * person's pages (GET /me/accounts, paged like Graph) and a page's secondary receivers.
 */

const text = (max: number) => z.string().max(max);

export const facebookDialogQuery = z.object({
  client_id: text(40).optional(),
  redirect_uri: text(2000).optional(),
  state: text(2000).optional(),
  scope: text(500).optional(),
  response_type: text(40).optional(),
});

/** What the dialog's Continue and Cancel send: the dialog's own query plus who signs in and the choice. */
export const facebookDialogChoice = facebookDialogQuery.extend({
  person: text(40).optional(),
  choice: z.enum(['continue', 'cancel']),
});

export const facebookCodeExchangeQuery = z.object({
  client_id: text(40).optional(),
  redirect_uri: text(2000).optional(),
  client_secret: text(200).optional(),
  code: text(200).optional(),
});

export const facebookUserToken = z.object({ access_token: z.string(), token_type: z.literal('bearer'), expires_in: z.number().int() });

export const facebookAccountsQuery = z.object({
  fields: text(500).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
  after: text(200).optional(),
  access_token: text(500).optional(),
});

/** One page of the person's pages: each with its token; the cursors and the next page's address as Graph gives them. */
export const facebookAccounts = z.object({
  data: z.array(
    z.object({ id: z.string(), name: z.string().optional(), access_token: z.string().optional(), business: z.object({ id: z.string(), name: z.string().optional() }).optional() }),
  ),
  paging: z.object({ cursors: z.object({ before: z.string(), after: z.string() }), next: z.string().optional() }).optional(),
});

export const facebookReceiversQuery = z.object({ fields: text(200).optional(), access_token: text(500).optional() });
export const facebookReceivers = z.object({ data: z.array(z.object({ id: z.string(), name: z.string().optional() })) });

const version = pathParams('version');

export const facebookSignInSandboxRoutes = {
  'GET /sandbox/facebook/:version/dialog/oauth': { params: version, query: facebookDialogQuery, answer: htmlPage },
  'GET /sandbox/facebook/:version/dialog/oauth/choice': { params: version, query: facebookDialogChoice, answer: redirectAnswer },
  'GET /sandbox/facebook/:version/oauth/access_token': { params: version, query: facebookCodeExchangeQuery, answer: facebookUserToken },
  'GET /sandbox/facebook/:version/me/accounts': { params: version, query: facebookAccountsQuery, answer: facebookAccounts },
  'GET /sandbox/facebook/:version/me/secondary_receivers': { params: version, query: facebookReceiversQuery, answer: facebookReceivers },
} as const satisfies RestContracts;
