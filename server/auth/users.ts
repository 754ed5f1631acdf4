import type { UserInfo } from '../../services/contracts';
import type { Db } from '../db/connect';
import type { User } from '../db/schema';
import { hashToken } from '../secrets';

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findUserByEmail(db: Db, email: string): Promise<User | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', normalizeEmail(email)).executeTakeFirst();
}

/** The part of a user the console may see (never the password hash or 2FA secret). */
export function userInfoOf(user: Pick<User, 'id' | 'name' | 'surname' | 'email'>): UserInfo {
  return { id: user.id, name: user.name, surname: user.surname, email: user.email };
}

/** What the database keeps of a browser's device id. */
export function deviceHashOf(userDeviceId: string | undefined): string | null {
  return userDeviceId ? hashToken(`device:${userDeviceId}`) : null;
}

/** The IP allowlists of every company the user belongs to. */
export async function allowlistsOfUser(db: Db, userId: string): Promise<Array<string[] | null>> {
  const rows = await db
    .selectFrom('company_users')
    .innerJoin('companies', 'companies.id', 'company_users.company_id')
    .select('companies.ip_allowlist')
    .where('company_users.user_id', '=', userId)
    .execute();
  return rows.map((row) => row.ip_allowlist);
}

export type NewUser = { name: string; surname: string; email: string; passwordHash: string | null; confirmed: boolean };

/** Adds a user (inside the caller's transaction when given one); the e-mail is normalized. */
export async function insertUser(db: Db, now: Date, user: NewUser): Promise<User> {
  return db
    .insertInto('users')
    .values({
      name: user.name,
      surname: user.surname,
      email: normalizeEmail(user.email),
      password_hash: user.passwordHash,
      email_confirmed_at: user.confirmed ? now : null,
      created_at: now,
      modified_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
