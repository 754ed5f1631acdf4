import type { FastifyInstance } from 'fastify';
import { emailRequest, resetRequest, type StatusAnswer } from '../../services/contracts';
import type { AppDeps } from '../deps';
import { HttpError } from '../http/errors';
import { parseBody } from '../http/validate';
import { resetMail } from '../mail/messages';
import { issueEmailToken, spendEmailToken } from './emailTokens';
import { accountKey, clearFailures } from './loginFailures';
import { hashPassword } from './passwords';
import { revokeSessionsOfUser } from './sessions';
import { findUserByEmail } from './users';

export const passwordMessages = {
  linkExpired: 'The link is expired, please try to do forget password again.',
} as const;

/** Forgot password (always the same answer) and reset by the mailed link. */
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
}
