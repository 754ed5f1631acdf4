import type { SessionScope, User } from '../db/schema';
import type { Db } from '../db/connect';
import { addSeconds, type Clock } from '../clock';
import { hashToken, randomToken } from '../secrets';

export const SESSION_SECONDS = 2 * 24 * 60 * 60;

export type NewSession = { token: string; expiresAt: Date };

export async function createSession(
  db: Db,
  clock: Clock,
  input: { userId: string; scope: SessionScope; deviceHash: string | null; keepSignedIn: boolean; firstLogin: boolean },
): Promise<NewSession> {
  const token = randomToken();
  const expiresAt = addSeconds(clock.now(), SESSION_SECONDS);
  await db
    .insertInto('sessions')
    .values({
      token_hash: hashToken(token),
      user_id: input.userId,
      scope: input.scope,
      device_hash: input.deviceHash,
      keep_signed_in: input.keepSignedIn,
      first_login: input.firstLogin,
      expires_at: expiresAt,
      created_at: clock.now(),
    })
    .execute();
  return { token, expiresAt };
}

export type SessionOfUser = { sessionId: string; scope: SessionScope; expiresAt: Date; deviceHash: string | null; keepSignedIn: boolean; firstLogin: boolean; user: User };

/** The live session a bearer token opens, with its user; undefined when unknown, expired or revoked. */
export async function findSession(db: Db, clock: Clock, token: string): Promise<SessionOfUser | undefined> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('users')
    .select(['sessions.id as session_id', 'sessions.scope', 'sessions.expires_at', 'sessions.device_hash', 'sessions.keep_signed_in', 'sessions.first_login'])
    .where('sessions.token_hash', '=', hashToken(token))
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', clock.now())
    .executeTakeFirst();
  if (!row) return undefined;
  const { session_id, scope, expires_at, device_hash, keep_signed_in, first_login, ...user } = row;
  return { sessionId: session_id, scope, expiresAt: expires_at, deviceHash: device_hash, keepSignedIn: keep_signed_in, firstLogin: first_login, user };
}

export async function revokeSession(db: Db, clock: Clock, sessionId: string): Promise<void> {
  await db.updateTable('sessions').set({ revoked_at: clock.now() }).where('id', '=', sessionId).where('revoked_at', 'is', null).execute();
}

export async function revokeSessionsOfUser(db: Db, clock: Clock, userId: string): Promise<void> {
  await db.updateTable('sessions').set({ revoked_at: clock.now() }).where('user_id', '=', userId).where('revoked_at', 'is', null).execute();
}
