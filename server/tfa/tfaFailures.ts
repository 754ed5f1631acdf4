import { TFA_LOCKOUT_SECONDS, TFA_MAX_FAILURES } from '../../services/contracts';
import { addSeconds, type Clock } from '../clock';
import type { Db } from '../db/connect';

/** A running 2FA lockout of the user, if any. */
export async function tfaLockedUntil(db: Db, clock: Clock, userId: string): Promise<Date | null> {
  const row = await db.selectFrom('tfa_failures').select('locked_until').where('user_id', '=', userId).executeTakeFirst();
  return row?.locked_until && row.locked_until > clock.now() ? row.locked_until : null;
}

/** Counts a wrong code; the TFA_MAX_FAILURES-th starts a lockout and the count starts over. */
export async function recordTfaFailure(db: Db, clock: Clock, userId: string): Promise<{ attemptsLeft: number; lockedUntil: Date | null }> {
  return db.transaction().execute(async (tx) => {
    const row = await tx.selectFrom('tfa_failures').selectAll().where('user_id', '=', userId).forUpdate().executeTakeFirst();
    const count = (row?.count ?? 0) + 1;
    const lockedUntil = count >= TFA_MAX_FAILURES ? addSeconds(clock.now(), TFA_LOCKOUT_SECONDS) : null;
    const stored = { count: lockedUntil ? 0 : count, locked_until: lockedUntil };
    await tx
      .insertInto('tfa_failures')
      .values({ user_id: userId, ...stored })
      .onConflict((oc) => oc.column('user_id').doUpdateSet(stored))
      .execute();
    return { attemptsLeft: Math.max(0, TFA_MAX_FAILURES - count), lockedUntil };
  });
}

export async function clearTfaFailures(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('tfa_failures').where('user_id', '=', userId).execute();
}
