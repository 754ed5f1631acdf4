import type { Clock } from '../clock';
import { addSeconds } from '../clock';
import type { Db } from '../db/connect';

export const FAILURE_WINDOW_SECONDS = 15 * 60;
export const ACCOUNT_LOCK_SECONDS = 15 * 60;
export const ACCOUNT_MAX_FAILURES = 10;
export const IP_LOCK_SECONDS = 15 * 60;
export const IP_MAX_FAILURES = 50;

export const accountKey = (email: string) => `account:${email.toLowerCase()}`;
export const ipKey = (ip: string) => `ip:${ip}`;

export type FailureState = { count: number; lockedUntil: Date | null };

/** Failures counted for a key within the current window, and a lock still running. */
export async function readFailures(db: Db, clock: Clock, key: string): Promise<FailureState> {
  const row = await db.selectFrom('login_failures').selectAll().where('key', '=', key).executeTakeFirst();
  const now = clock.now();
  if (!row) return { count: 0, lockedUntil: null };
  const lockedUntil = row.locked_until && row.locked_until > now ? row.locked_until : null;
  const windowOver = addSeconds(row.window_start, FAILURE_WINDOW_SECONDS) <= now;
  return { count: windowOver && !lockedUntil ? 0 : row.count, lockedUntil };
}

export type FailureRule = { key: string; max: number; lockSeconds: number };

/** Counts one more failure under each key, in one transaction; a key reaching its `max` is locked. */
export async function recordFailures(db: Db, clock: Clock, rules: FailureRule[]): Promise<FailureState[]> {
  const now = clock.now();
  return db.transaction().execute(async (tx) => {
    const states: FailureState[] = [];
    for (const { key, max, lockSeconds } of rules) {
      const row = await tx.selectFrom('login_failures').selectAll().where('key', '=', key).forUpdate().executeTakeFirst();
      const fresh = !row || addSeconds(row.window_start, FAILURE_WINDOW_SECONDS) <= now;
      const count = fresh ? 1 : row.count + 1;
      const windowStart = fresh ? now : row.window_start;
      const lockedUntil = count >= max ? addSeconds(now, lockSeconds) : null;
      await tx
        .insertInto('login_failures')
        .values({ key, count, window_start: windowStart, locked_until: lockedUntil })
        .onConflict((oc) => oc.column('key').doUpdateSet({ count, window_start: windowStart, locked_until: lockedUntil }))
        .execute();
      states.push({ count, lockedUntil });
    }
    return states;
  });
}

export async function clearFailures(db: Db, keys: string[]): Promise<void> {
  if (keys.length > 0) await db.deleteFrom('login_failures').where('key', 'in', keys).execute();
}
