import type { SigninAnswer, TfaState } from '../../services/contracts';
import type { AppDeps } from '../deps';
import type { User } from '../db/schema';
import { clearFailures } from './loginFailures';
import { createSession } from './sessions';
import { userInfoOf } from './users';

async function isTrustedDevice(deps: AppDeps, userId: string, deviceHash: string | null): Promise<boolean> {
  if (deviceHash === null) return false;
  const row = await deps.db
    .selectFrom('trusted_devices')
    .select('id')
    .where('user_id', '=', userId)
    .where('device_hash', '=', deviceHash)
    .where('expires_at', '>', deps.clock.now())
    .executeTakeFirst();
  return row !== undefined;
}

/** Where a user stands with the second factor on this device. */
export async function tfaStateOf(deps: AppDeps, user: User, deviceHash: string | null): Promise<TfaState> {
  if (user.tfa_enabled_at === null) return 'notSet';
  return (await isTrustedDevice(deps, user.id, deviceHash)) ? 'valid' : 'expired';
}

/**
 * Opens a session after the first factor (password or Google) succeeded: a full session when
 * this device is trusted for 2FA, else one that only opens /auth/2fa/*. Failure counters named
 * in `clearFailureKeys` are reset in the same transaction.
 */
export async function startSession(
  deps: AppDeps,
  user: User,
  input: { deviceHash: string | null; keepSignedIn: boolean; retryCount: number; clearFailureKeys?: string[] },
): Promise<SigninAnswer> {
  const tfa = await tfaStateOf(deps, user, input.deviceHash);
  const firstLogin = user.last_login === null;
  const session = await deps.db.transaction().execute(async (tx) => {
    await tx.updateTable('users').set({ last_login: deps.clock.now() }).where('id', '=', user.id).execute();
    await clearFailures(tx, input.clearFailureKeys ?? []);
    return createSession(tx, deps.clock, {
      userId: user.id,
      scope: tfa === 'valid' ? 'full' : 'tfa',
      deviceHash: input.deviceHash,
      keepSignedIn: input.keepSignedIn,
      firstLogin,
    });
  });
  return {
    token: session.token,
    user: userInfoOf(user),
    userId: user.id,
    retryCount: input.retryCount,
    tfa,
    isAuthenticated: tfa === 'valid',
    firstLogin,
    expiresAt: session.expiresAt.toISOString(),
  };
}
