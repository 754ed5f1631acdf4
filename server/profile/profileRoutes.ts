import type { FastifyInstance } from 'fastify';
import { passwordChangeRequest, profileMessages, tfaResetRequest, type ProfileAnswer } from '../../services/contracts/profile';
import { requireSession } from '../auth/bearer';
import { hashPassword, spendPasswordTime, verifyPassword } from '../auth/passwords';
import type { AppDeps } from '../deps';
import { HttpError } from '../http/errors';
import { parseBody } from '../http/validate';
import { decrypt } from '../secrets';
import { claimTotpStep } from '../tfa/claimTotpStep';
import { recordTfaFailure, tfaLockedUntil } from '../tfa/tfaFailures';
import { tfaMessages } from '../tfa/tfaRoutes';
import { totpFor, totpStep } from '../tfa/totp';

/** The profile page's account changes under /auth (bearer, full session). */
export function profileRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, clock, config } = deps;

  /** POST /auth/password: a new password after the current one; every other session of the user ends. */
  app.post('/auth/password', async (request): Promise<ProfileAnswer> => {
    const session = await requireSession(db, clock, request, 'full');
    const body = parseBody(passwordChangeRequest, request.body);
    const stored = session.user.password_hash;
    if (stored === null) await spendPasswordTime(body.currentPassword, config.passwordCost);
    if (stored === null || !(await verifyPassword(body.currentPassword, stored))) throw new HttpError(401, profileMessages.wrongCurrentPassword);
    const passwordHash = await hashPassword(body.newPassword, config.passwordCost);
    await db.transaction().execute(async (tx) => {
      await tx.updateTable('users').set({ password_hash: passwordHash, modified_at: clock.now() }).where('id', '=', session.user.id).execute();
      await tx
        .updateTable('sessions')
        .set({ revoked_at: clock.now() })
        .where('user_id', '=', session.user.id)
        .where('id', '!=', session.sessionId)
        .where('revoked_at', 'is', null)
        .execute();
    });
    return { status: 'ok', message: profileMessages.passwordChanged };
  });

  /**
   * POST /auth/2fa/reset: two-factor stays mandatory, so "disable" resets it. A valid code
   * removes the secret, backup codes and remembered browsers; the next sign-in sets it up again.
   */
  app.post('/auth/2fa/reset', async (request, reply): Promise<ProfileAnswer> => {
    const { user } = await requireSession(db, clock, request, 'full');
    const body = parseBody(tfaResetRequest, request.body);
    const lockedUntil = await tfaLockedUntil(db, clock, user.id);
    if (lockedUntil) throw new HttpError(429, tfaMessages.blocked);
    if (user.tfa_secret_enc === null) throw new HttpError(400, tfaMessages.notSet);
    const totp = totpFor(decrypt(config.secretKey, user.tfa_secret_enc), config.tfaIssuer, user.email);
    const step = totpStep(totp, body.verificationToken, clock.now());
    if (step === undefined || !(await claimTotpStep(db, user.id, step))) {
      const counted = await recordTfaFailure(db, clock, user.id);
      throw new HttpError(counted.lockedUntil ? 429 : 400, counted.lockedUntil ? tfaMessages.blocked : tfaMessages.invalidCode);
    }
    await db.transaction().execute(async (tx) => {
      await tx.updateTable('users').set({ tfa_secret_enc: null, tfa_enabled_at: null, tfa_last_step: null, modified_at: clock.now() }).where('id', '=', user.id).execute();
      await tx.deleteFrom('backup_codes').where('user_id', '=', user.id).execute();
      await tx.deleteFrom('trusted_devices').where('user_id', '=', user.id).execute();
    });
    reply.code(200);
    return { status: 'ok', message: profileMessages.tfaReset };
  });
}
