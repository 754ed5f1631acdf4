import type { FastifyInstance } from 'fastify';
import type { SigninAnswer, StatusAnswer } from '../../services/contracts';
import type { AppDeps } from '../deps';
import { bearerToken, requireSession } from './bearer';
import { revokeSession } from './sessions';
import { userInfoOf } from './users';

/** Sign-out, and who a token belongs to (for the OAuth-style ?token=&user= sign-in). */
export function sessionRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, clock } = deps;

  app.post('/auth/signOut', async (request): Promise<StatusAnswer> => {
    const session = await requireSession(db, clock, request, 'any');
    await revokeSession(db, clock, session.sessionId);
    return { status: 'ok' };
  });

  app.get('/auth/session', async (request): Promise<SigninAnswer> => {
    const session = await requireSession(db, clock, request, 'any');
    const { user } = session;
    const tfa = session.scope === 'full' ? 'valid' : user.tfa_enabled_at === null ? 'notSet' : 'expired';
    return {
      token: bearerToken(request) ?? '',
      user: userInfoOf(user),
      userId: user.id,
      retryCount: 0,
      tfa,
      isAuthenticated: session.scope === 'full',
      passwordChangeRequired: session.scope === 'password',
      firstLogin: session.firstLogin,
      expiresAt: session.expiresAt.toISOString(),
    };
  });
}
