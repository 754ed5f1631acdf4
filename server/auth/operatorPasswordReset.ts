import type { Clock } from '../clock';
import type { Db } from '../db/connect';
import { randomStrongPassword } from '../seed';
import { accountKey, clearFailures } from './loginFailures';
import { hashPassword } from './passwords';
import { revokeSessionsOfUser } from './sessions';

/**
 * The operator's way back into an account whose password is lost (the demo admin's, shown
 * once): a new random password that works for one sign-in (the user then chooses their own),
 * every session of the account ended, its sign-in lockout lifted. Two-factor authentication
 * stays as it was. Undefined when there is no such account.
 */
export async function resetPasswordByOperator(db: Db, clock: Clock, email: string, passwordCost: number): Promise<string | undefined> {
  const password = randomStrongPassword();
  const passwordHash = await hashPassword(password, passwordCost);
  return db.transaction().execute(async (tx) => {
    const user = await tx
      .updateTable('users')
      .set({ password_hash: passwordHash, password_change_required: true, modified_at: clock.now() })
      .where('email', '=', email.trim().toLowerCase())
      .returning(['id', 'email'])
      .executeTakeFirst();
    if (!user) return undefined;
    await revokeSessionsOfUser(tx, clock, user.id);
    await clearFailures(tx, [accountKey(user.email)]);
    return password;
  });
}
