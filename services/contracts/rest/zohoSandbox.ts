import { z } from 'zod';
import { htmlPage, redirectAnswer, type RestContracts } from './contract';

/**
 * The Zoho accounts sandbox (developer mode), as accounts.zoho.com answers a web server app's
 * OAuth 2.0 authorization code flow: the API console page that shows the sandbox's client, the
 * consent page (Accept redirects back with a code, location and accounts-server; Reject with
 * error=access_denied), and the token endpoint, which takes its parameters form-encoded and
 * answers Zoho's errors ({error}) with status 200 as Zoho does.
 */

const text = (max: number) => z.string().max(max);

export const zohoAuthQuery = z.object({
  client_id: text(200).optional(),
  response_type: text(20).optional(),
  scope: text(1000).optional(),
  redirect_uri: text(2000).optional(),
  state: text(4000).optional(),
  access_type: text(20).optional(),
  prompt: text(20).optional(),
});

/** The consent page's buttons: its own query and the admin's answer. */
export const zohoConsentQuery = zohoAuthQuery.extend({ decision: z.enum(['accept', 'reject']).optional() });

export const zohoTokenRequest = z.object({
  grant_type: text(50).optional(),
  client_id: text(200).optional(),
  client_secret: text(200).optional(),
  redirect_uri: text(2000).optional(),
  code: text(200).optional(),
  refresh_token: text(200).optional(),
});

/** A token as Zoho answers one; refresh_token only for the authorization code grant with offline access. */
export const zohoToken = z.object({
  access_token: z.string(),
  refresh_token: z.string().optional(),
  api_domain: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int(),
});

/** Zoho's refusal, answered with status 200: invalid_code, invalid_client, invalid_redirect_uri, unsupported_grant_type. */
export const zohoOAuthError = z.object({ error: z.string() });

export const zohoSandboxRoutes = {
  'GET /sandbox/zoho': { answer: htmlPage },
  'GET /sandbox/zoho/oauth/v2/auth': { query: zohoAuthQuery, answer: htmlPage },
  'GET /sandbox/zoho/oauth/v2/consent': { query: zohoConsentQuery, answer: redirectAnswer },
  'POST /sandbox/zoho/oauth/v2/token': { body: zohoTokenRequest, answer: z.union([zohoToken, zohoOAuthError]) },
} as const satisfies RestContracts;
