import type { FastifyInstance } from 'fastify';
import { choosePasswordRequest, emailRequest, resetRequest, type SigninAnswer, type StatusAnswer } from '../../services/contracts';
import type { AppDeps } from '../deps';
import { HttpError } from '../http/errors';
import { parseBody } from '../http/validate';
import { resetMail } from '../mail/messages';
import { issueEmailToken, spendEmailToken } from './emailTokens';
import { accountKey, clearFailures } from './loginFailures';
import { requireSession } from './bearer';
import { hashPassword, verifyPassword } from './passwords';
import { revokeSession, revokeSessionsOfUser } from './sessions';
import { startSession } from './startSession';
import { findUserByEmail } from './users';

export const passwordMessages = {
  linkExpired: 'The link is expired, please try to do forget password again.',
  sameAsGenerated: 'Choose a password other than the one you were given.',
} as const;

/**
 * Forgot password (always the same answer), reset by the mailed link, and the choice of an own
 * password after signing in with one the console generated.
 */
export function passwordRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, clock, config, mailer } = deps;

  app.post('/auth/forgot', async (request): Promise<StatusAnswer> => {
    const body = parseBody(emailRequest, request.body);
    const user = await findUserByEmail(db, body.email);
    if (user) {
      const token = await issueEmailToken(db, clock, user.id, 'reset');
      await mailer.send(resetMail(user.email, user.name, `${config.publicUrl}/reset/${token}`));
    }
    return { status: 'ok' };
  });

  app.post<{ Params: { token: string } }>('/auth/reset/:token', async (request): Promise<StatusAnswer> => {
    const body = parseBody(resetRequest, request.body);
    const passwordHash = await hashPassword(body.password, config.passwordCost);
    const user = await db.transaction().execute(async (tx) => {
      const userId = await spendEmailToken(tx, clock, request.params.token, 'reset');
      if (userId === undefined) return undefined;
      const changed = await tx
        .updateTable('users')
        .set({ password_hash: passwordHash, modified_at: clock.now() })
        .where('id', '=', userId)
        .returning('email')
        .executeTakeFirstOrThrow();
      await revokeSessionsOfUser(tx, clock, userId);
      await clearFailures(tx, [accountKey(changed.email)]);
      return changed;
    });
    if (!user) throw new HttpError(401, passwordMessages.linkExpired);
    return { status: 'ok' };
  });

  /**
   * After a sign-in with a generated password: the new password replaces it, the generated one
   * stops working, and the session of scope `password` is traded for the one the sign-in would
   * otherwise have opened (two-factor next, or full).
   */
  app.post('/auth/password/choose', async (request): Promise<SigninAnswer> => {
    const session = await requireSession(db, clock, request, 'password');
    const body = parseBody(choosePasswordRequest, request.body);
    if (session.user.password_hash && (await verifyPassword(body.password, session.user.password_hash))) {
      throw new HttpError(400, passwordMessages.sameAsGenerated, { cause: 'same_as_generated' });
    }
    const passwordHash = await hashPassword(body.password, config.passwordCost);
    const user = await db.transaction().execute(async (tx) => {
      await revokeSession(tx, clock, session.sessionId);
      return tx
        .updateTable('users')
        .set({ password_hash: passwordHash, password_change_required: false, modified_at: clock.now() })
        .where('id', '=', session.user.id)
        .returningAll()
        .executeTakeFirstOrThrow();
    });
    return startSession(deps, user, { deviceHash: session.deviceHash, keepSignedIn: session.keepSignedIn, retryCount: 0, firstLogin: session.firstLogin });
  });
}
