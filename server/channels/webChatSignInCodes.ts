import { randomInt } from 'node:crypto';
import { sql, type ExpressionBuilder } from 'kysely';
import { OTP_LENGTH } from '../../services/contracts/webChatSignIn';
import type { Db } from '../db/connect';
import type { Database } from '../db/schema';
import { sign } from '../secrets';

/** A code is good for five minutes. */
export const CODE_LIFE_MS = 5 * 60_000;
/** Wrong codes allowed before the code is spent. */
export const MAX_CODE_ATTEMPTS = 5;
/** Codes one phone number may ask for on one channel within CODE_WINDOW_MS. */
export const MAX_CODES_PER_WINDOW = 5;
export const CODE_WINDOW_MS = 60 * 60_000;

/** Who asked for the code: told to the session when the code is right. */
export type CodeHolder = { name?: string; email?: string };

export type CodeCheck = { kind: 'right'; holder: CodeHolder } | { kind: 'wrong' } | { kind: 'none' } | { kind: 'tooMany' };

/** A random code of OTP_LENGTH digits. */
export const newCode = (): string => String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');

const holderOf = (row: { name: string | null; email: string | null }): CodeHolder => ({
  ...(row.name ? { name: row.name } : {}),
  ...(row.email ? { email: row.email } : {}),
});

type Codes = ExpressionBuilder<Database, 'web_chat_sign_in_codes'>;

/** The code of this phone that may still be typed: not spent, not over, not refused five times. */
const pendingCode = (channelId: string, phone: string, now: Date) => (eb: Codes) =>
  eb.and([eb('channel_id', '=', channelId), eb('phone', '=', phone), eb('consumed_at', 'is', null), eb('expires_at', '>', now), eb('attempts', '<', MAX_CODE_ATTEMPTS)]);

/**
 * The one-time passwords waiting to be typed, in the database by channel and phone, so that any
 * server process checks any code and a restart forgets none: only a keyed hash of each code,
 * its end and its wrong attempts. A new code replaces the one before; a right code is spent
 * once, even when two checks of it come at the same time.
 */
export function signInCodes(db: Db, secretKey: string) {
  const hashOf = (channelId: string, phone: string, code: string) => sign(secretKey, 'web-chat-sign-in-code', `${channelId}\n${phone}\n${code}`);

  /** Counts one wrong answer; the fifth spends the code. */
  async function refused(channelId: string, phone: string, now: Date): Promise<CodeCheck> {
    const row = await db
      .updateTable('web_chat_sign_in_codes')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where(pendingCode(channelId, phone, now))
      .returning('attempts')
      .executeTakeFirst();
    if (!row) return { kind: 'none' };
    return row.attempts >= MAX_CODE_ATTEMPTS ? { kind: 'tooMany' } : { kind: 'wrong' };
  }

  /** Spends the pending code of this phone; its holder, or null when there was none. */
  async function spend(channelId: string, phone: string, now: Date): Promise<CodeHolder | null> {
    const row = await db
      .updateTable('web_chat_sign_in_codes')
      .set({ consumed_at: now })
      .where(pendingCode(channelId, phone, now))
      .returning(['name', 'email'])
      .executeTakeFirst();
    return row ? holderOf(row) : null;
  }

  return {
    /**
     * Keeps `code` (hashed) for this phone, replacing an earlier one, unless the phone asked for
     * MAX_CODES_PER_WINDOW codes within the hour (false). Rows of phones silent for longer than
     * the hour are deleted on the way.
     */
    async keep(channelId: string, phone: string, code: string, holder: CodeHolder, now: Date): Promise<boolean> {
      const windowStart = new Date(now.getTime() - CODE_WINDOW_MS);
      // A code ends CODE_LIFE_MS after its phone last asked: these phones last asked before the hour.
      const silentSince = new Date(windowStart.getTime() + CODE_LIFE_MS);
      await db.deleteFrom('web_chat_sign_in_codes').where('expires_at', '<', silentSince).execute();
      const recent = sql<Date[]>`array(select at from unnest(web_chat_sign_in_codes.asked_at) as at where at > ${windowStart})`;
      const kept = await db
        .insertInto('web_chat_sign_in_codes')
        .values({
          channel_id: channelId,
          phone,
          code_hash: hashOf(channelId, phone, code),
          name: holder.name ?? null,
          email: holder.email ?? null,
          expires_at: new Date(now.getTime() + CODE_LIFE_MS),
          asked_at: sql<Date[]>`array[${now}::timestamptz]`,
        })
        .onConflict((conflict) =>
          conflict
            .columns(['channel_id', 'phone'])
            .doUpdateSet((eb) => ({
              code_hash: eb.ref('excluded.code_hash'),
              name: eb.ref('excluded.name'),
              email: eb.ref('excluded.email'),
              expires_at: eb.ref('excluded.expires_at'),
              attempts: 0,
              consumed_at: null,
              asked_at: sql<Date[]>`array_append(${recent}, ${now}::timestamptz)`,
            }))
            .where(sql<number>`cardinality(${recent})`, '<', MAX_CODES_PER_WINDOW),
        )
        .returning('channel_id')
        .executeTakeFirst();
      return kept !== undefined;
    },
    /** Holder of the code kept for this phone (a customOtpValidation checks the code itself). */
    async holder(channelId: string, phone: string, now: Date): Promise<CodeHolder | null> {
      const row = await db
        .selectFrom('web_chat_sign_in_codes')
        .select(['name', 'email'])
        .where(pendingCode(channelId, phone, now))
        .executeTakeFirst();
      return row ? holderOf(row) : null;
    },
    /** Checks a typed code: right spends it; the fifth wrong one spends it too. */
    async check(channelId: string, phone: string, code: string, now: Date): Promise<CodeCheck> {
      const right = await db
        .updateTable('web_chat_sign_in_codes')
        .set({ consumed_at: now })
        .where(pendingCode(channelId, phone, now))
        .where('code_hash', '=', hashOf(channelId, phone, code))
        .returning(['name', 'email'])
        .executeTakeFirst();
      return right ? { kind: 'right', holder: holderOf(right) } : refused(channelId, phone, now);
    },
    refused,
    spend,
  };
}
export type SignInCodes = ReturnType<typeof signInCodes>;
