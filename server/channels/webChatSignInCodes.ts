import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_LENGTH } from '../../services/contracts/webChatSignIn';

/** A code is good for five minutes. */
export const CODE_LIFE_MS = 5 * 60_000;
/** Wrong codes allowed before the code is spent. */
export const MAX_CODE_ATTEMPTS = 5;
/** Codes one phone number may ask for on one channel within CODE_WINDOW_MS. */
export const MAX_CODES_PER_WINDOW = 5;
export const CODE_WINDOW_MS = 60 * 60_000;
/** Pending codes kept at most (the oldest go first). */
const MAX_PENDING = 10_000;

/** Who asked for the code: told to the session when the code is right. */
export type CodeHolder = { name?: string; email?: string };

type Pending = CodeHolder & { hash: Buffer; expiresAt: number; attempts: number };

export type CodeCheck = { kind: 'right'; holder: CodeHolder } | { kind: 'wrong' } | { kind: 'none' } | { kind: 'tooMany' };

const hashOf = (key: string, code: string) => createHash('sha256').update(`${key}\n${code}`).digest();

/** A random code of OTP_LENGTH digits. */
export const newCode = (): string => String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');

/**
 * The one-time passwords waiting to be typed, in this process's memory, by channel and phone:
 * only a hash of each code, its end and its wrong attempts. A new code replaces the one before;
 * a right code is spent. A restart forgets them (the visitor asks again).
 */
export function signInCodes() {
  const pending = new Map<string, Pending>();
  const asked = new Map<string, number[]>();
  const keyOf = (channelId: string, phone: string) => `${channelId}\n${phone}`;

  return {
    /** Whether this phone may ask for another code now (at most MAX_CODES_PER_WINDOW an hour). */
    mayAsk(channelId: string, phone: string, now: number): boolean {
      const key = keyOf(channelId, phone);
      const recent = (asked.get(key) ?? []).filter((at) => now - at < CODE_WINDOW_MS);
      if (recent.length === 0) asked.delete(key);
      else asked.set(key, recent);
      return recent.length < MAX_CODES_PER_WINDOW;
    },
    /** Keeps `code` (hashed) for this phone, replacing an earlier one. */
    keep(channelId: string, phone: string, code: string, holder: CodeHolder, now: number): void {
      const key = keyOf(channelId, phone);
      asked.set(key, [...(asked.get(key) ?? []), now]);
      pending.delete(key);
      if (pending.size >= MAX_PENDING) {
        const oldest = pending.keys().next();
        if (!oldest.done) pending.delete(oldest.value);
      }
      pending.set(key, { ...holder, hash: hashOf(key, code), expiresAt: now + CODE_LIFE_MS, attempts: 0 });
    },
    /** Holder of the code kept for this phone (a customOtpValidation checks the code itself). */
    holder(channelId: string, phone: string, now: number): CodeHolder | null {
      const entry = pending.get(keyOf(channelId, phone));
      return entry && entry.expiresAt > now ? { ...(entry.name ? { name: entry.name } : {}), ...(entry.email ? { email: entry.email } : {}) } : null;
    },
    /** Checks a typed code: right spends it; the fifth wrong one spends it too. */
    check(channelId: string, phone: string, code: string, now: number): CodeCheck {
      const key = keyOf(channelId, phone);
      const entry = pending.get(key);
      if (!entry || entry.expiresAt <= now) {
        pending.delete(key);
        return { kind: 'none' };
      }
      if (timingSafeEqual(entry.hash, hashOf(key, code))) {
        pending.delete(key);
        return { kind: 'right', holder: { ...(entry.name ? { name: entry.name } : {}), ...(entry.email ? { email: entry.email } : {}) } };
      }
      entry.attempts += 1;
      if (entry.attempts >= MAX_CODE_ATTEMPTS) {
        pending.delete(key);
        return { kind: 'tooMany' };
      }
      return { kind: 'wrong' };
    },
    /** Counts wrong answers of a customOtpValidation the same way. */
    refused(channelId: string, phone: string): CodeCheck {
      const key = keyOf(channelId, phone);
      const entry = pending.get(key);
      if (!entry) return { kind: 'none' };
      entry.attempts += 1;
      if (entry.attempts < MAX_CODE_ATTEMPTS) return { kind: 'wrong' };
      pending.delete(key);
      return { kind: 'tooMany' };
    },
    /** Spends the code kept for this phone. */
    spend(channelId: string, phone: string): void {
      pending.delete(keyOf(channelId, phone));
    },
  };
}
export type SignInCodes = ReturnType<typeof signInCodes>;
