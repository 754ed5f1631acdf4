import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { googleCallbackQuery } from '../../services/contracts/rest/google';
import { signinAllowedFrom } from '../auth/ipAllowlist';
import { startSession } from '../auth/startSession';
import { allowlistsOfUser, findUserByEmail, insertUser } from '../auth/users';
import type { User } from '../db/schema';
import type { AppDeps } from '../deps';
import { HttpError } from '../http/errors';
import { isValidState, newState } from './oauthState';
import { fetchGoogleAccount, googleProviderOf, type GoogleAccount } from './provider';

const failedUrl = `/error?message=${encodeURIComponent('Google sign-in failed, please try again.')}`;

async function userForAccount(deps: AppDeps, account: GoogleAccount): Promise<User> {
  const { db, clock } = deps;
  const existing = await findUserByEmail(db, account.email);
  if (existing) {
    if (existing.email_confirmed_at !== null) return existing;
    // An unconfirmed sign-up for this address was never proven by its owner: whoever chose
    // that password must not get into the account Google has just confirmed.
    return db
      .updateTable('users')
      .set({ email_confirmed_at: clock.now(), password_hash: null, modified_at: clock.now() })
      .where('id', '=', existing.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }
  return insertUser(db, clock.now(), {
    name: account.givenName || account.email.split('@')[0] || 'User',
    surname: account.familyName,
    email: account.email,
    passwordHash: null,
    confirmed: true,
  });
}

/** GET /auth/google and its callback: OAuth 2 authorization code flow. */
export function googleRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { config, clock } = deps;
  const redirectUri = `${config.publicUrl}/auth/google/callback`;

  app.get('/auth/google', async (_request, reply) => {
    const provider = googleProviderOf(config);
    if (!provider) throw new HttpError(404, 'Google sign-in is not configured.');
    const query = new URLSearchParams({
      client_id: provider.clientId,
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: 'openid email profile',
      state: newState(config.secretKey, clock.now()),
      prompt: 'select_account',
    });
    return reply.redirect(`${provider.authorizeUrl}?${query}`);
  });

  app.get('/auth/google/callback', async (request, reply) => {
    const provider = googleProviderOf(config);
    if (!provider) throw new HttpError(404, 'Google sign-in is not configured.');
    const query = googleCallbackQuery.safeParse(request.query);
    if (!query.success || !isValidState(config.secretKey, query.data.state, clock.now())) return reply.redirect(failedUrl);
    let account: GoogleAccount;
    try {
      account = await fetchGoogleAccount(provider, query.data.code, redirectUri);
    } catch {
      return reply.redirect(failedUrl);
    }
    if (!account.emailVerified || !z.email().safeParse(account.email).success) return reply.redirect(failedUrl);
    const user = await userForAccount(deps, account);
    if (!signinAllowedFrom(await allowlistsOfUser(deps.db, user.id), request.ip)) return reply.redirect('/login?err_ip_not_allowed=1');
    const answer = await startSession(deps, user, { deviceHash: null, keepSignedIn: false, retryCount: 0 });
    return reply.redirect(`/login?token=${encodeURIComponent(answer.token)}&user=${encodeURIComponent(JSON.stringify(answer.user))}`);
  });
}
