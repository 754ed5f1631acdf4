import { addSeconds, type Clock } from '../clock';
import type { Db } from '../db/connect';
import type { EmailTokenKind } from '../db/schema';
import { hashToken, randomToken } from '../secrets';

export const EMAIL_TOKEN_SECONDS: Record<EmailTokenKind, number> = { verify: 2 * 24 * 60 * 60, reset: 60 * 60 };

/** Stores the hash of a new link token and returns the token itself (for the mail only). */
export async function issueEmailToken(db: Db, clock: Clock, userId: string, kind: EmailTokenKind): Promise<string> {
  const token = randomToken();
  await db
    .insertInto('email_tokens')
    .values({ kind, token_hash: hashToken(token), user_id: userId, expires_at: addSeconds(clock.now(), EMAIL_TOKEN_SECONDS[kind]), created_at: clock.now() })
    .execute();
  return token;
}

/** Marks a live token used and returns its user id; undefined when unknown, used or expired. */
export async function spendEmailToken(db: Db, clock: Clock, token: string, kind: EmailTokenKind): Promise<string | undefined> {
  const row = await db
    .updateTable('email_tokens')
    .set({ used_at: clock.now() })
    .where('token_hash', '=', hashToken(token))
    .where('kind', '=', kind)
    .where('used_at', 'is', null)
    .where('expires_at', '>', clock.now())
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id;
}

/** When the newest token of this kind was issued to the user. */
export async function lastIssuedAt(db: Db, userId: string, kind: EmailTokenKind): Promise<Date | undefined> {
  const row = await db
    .selectFrom('email_tokens')
    .select('created_at')
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.created_at;
}
