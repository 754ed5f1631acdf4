import { REMEMBER_DEVICE_DAYS, type UserInfo } from '../../services/contracts';
import { createSession, revokeSession, type SessionOfUser } from '../auth/sessions';
import { userInfoOf } from '../auth/users';
import { addSeconds } from '../clock';
import type { AppDeps } from '../deps';
import { clearTfaFailures } from './tfaFailures';

/**
 * After a right code, in one transaction: clears the wrong-code count, turns 2FA on if it was
 * pending, trades the current session for a fresh full one and, when asked, remembers this
 * browser for REMEMBER_DEVICE_DAYS.
 */
export async function completeSecondFactor(
  deps: AppDeps,
  session: SessionOfUser,
  input: { deviceHash: string | null; rememberDevice: boolean },
): Promise<{ user: UserInfo; token: string; expiresAt: string }> {
  const { clock } = deps;
  const { user } = session;
  const opened = await deps.db.transaction().execute(async (tx) => {
    if (user.tfa_enabled_at === null) {
      await tx.updateTable('users').set({ tfa_enabled_at: clock.now(), modified_at: clock.now() }).where('id', '=', user.id).execute();
    }
    await clearTfaFailures(tx, user.id);
    await revokeSession(tx, clock, session.sessionId);
    if (input.rememberDevice && input.deviceHash !== null) {
      await tx
        .insertInto('trusted_devices')
        .values({ user_id: user.id, device_hash: input.deviceHash, expires_at: addSeconds(clock.now(), REMEMBER_DEVICE_DAYS * 24 * 60 * 60), created_at: clock.now() })
        .execute();
    }
    return createSession(tx, clock, {
      userId: user.id,
      scope: 'full',
      deviceHash: input.deviceHash,
      keepSignedIn: false,
      firstLogin: session.firstLogin,
    });
  });
  return { user: userInfoOf(user), token: opened.token, expiresAt: opened.expiresAt.toISOString() };
}
