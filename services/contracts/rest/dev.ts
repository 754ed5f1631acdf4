import { z } from 'zod';
import { htmlPage } from './contract';

/** The developer-mode routes under /dev: the outbox viewer and a local stand-in for Google's OAuth 2 endpoints. */

export const mailboxEntry = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  createdAt: z.string(),
  links: z.array(z.string()),
});
export type MailboxEntry = z.infer<typeof mailboxEntry>;
/** GET /dev/mailbox: the newest mail, as JSON with Accept: application/json, else a page. */
export const mailboxAnswer = z.union([z.array(mailboxEntry), htmlPage]);
export const latestMailQuery = z.object({ to: z.string({ error: 'to is required.' }).trim().min(1, 'to is required.') });

/** GET /dev/oauth/google/authorize: the sandbox's consent page keeps these for its form. */
export const sandboxAuthorizeQuery = z.looseObject({ client_id: z.string().optional(), redirect_uri: z.string().optional(), state: z.string().optional() });
/** POST /dev/oauth/google/authorize (form): the test account the person typed; the answer redirects to redirect_uri. */
export const sandboxAllowForm = z.object({
  client_id: z.string(),
  redirect_uri: z.string().url(),
  state: z.string().max(512),
  email: z.email(),
  name: z.string().trim().min(1).max(100),
  surname: z.string().trim().max(100),
});
/** POST /dev/oauth/google/token (form): an authorization code traded for an access token, as Google's endpoint does. */
export const sandboxTokenForm = z.object({
  grant_type: z.literal('authorization_code'),
  code: z.string().min(1),
  client_id: z.string(),
  client_secret: z.string(),
  redirect_uri: z.string(),
});
export const sandboxToken = z.object({ access_token: z.string(), token_type: z.literal('Bearer'), expires_in: z.number(), scope: z.string() });
/** GET /dev/oauth/google/userinfo (bearer): the account, as Google's userinfo answers. */
export const sandboxUserInfo = z.object({
  sub: z.string(),
  email: z.string(),
  email_verified: z.boolean(),
  name: z.string(),
  given_name: z.string(),
  family_name: z.string(),
});
