import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { signedInVisitor, type SignedInVisitor, type WebChatSession } from '../../services/contracts/webChatSignIn';

/** Hours a session lasts when the channel names no tokenAge. */
export const DEFAULT_TOKEN_AGE_HOURS = 24;

const PREFIX = 'wcs1';

/** What a session's payload holds: the channel, the visitor, the end in seconds. */
const sessionPayload = z.object({ c: z.string(), v: signedInVisitor, e: z.number() });

/** The session key: derived from the server's key, so it is never the key itself. */
const keyOf = (secretKey: string) => createHmac('sha256', secretKey).update('web chat sign-in session').digest();

const sign = (secretKey: string, payload: string) => createHmac('sha256', keyOf(secretKey)).update(payload).digest('base64url');

/** The end of a session made now: the channel's tokenAge in hours (24 by default), never after `notAfter`. */
export function sessionEnd(now: Date, tokenAgeHours: number | undefined, notAfter?: Date): Date {
  const end = new Date(now.getTime() + (tokenAgeHours ?? DEFAULT_TOKEN_AGE_HOURS) * 3_600_000);
  return notAfter && notAfter < end ? notAfter : end;
}

/**
 * A session for a visitor of one channel: `wcs1.<payload>.<HMAC-SHA256>`, the payload naming
 * the channel, the visitor and the end (base64url JSON). Nothing is stored: the signature is
 * the proof, the end bounds it.
 */
export function issueSession(secretKey: string, channelId: string, visitor: SignedInVisitor, expiresAt: Date): WebChatSession {
  const payload = Buffer.from(JSON.stringify({ c: channelId, v: visitor, e: Math.floor(expiresAt.getTime() / 1000) })).toString('base64url');
  return { session: `${PREFIX}.${payload}.${sign(secretKey, payload)}`, expiresAt: expiresAt.toISOString(), visitor };
}

function sameSignature(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The visitor a session names, when it is well signed, for this channel and not over; otherwise null. */
export function openSession(secretKey: string, channelId: string, session: string | undefined, now: Date): SignedInVisitor | null {
  const [prefix, payload, signature, ...rest] = (session ?? '').split('.');
  if (prefix !== PREFIX || !payload || !signature || rest.length > 0) return null;
  if (!sameSignature(sign(secretKey, payload), signature)) return null;
  let data: unknown;
  try {
    data = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const read = sessionPayload.safeParse(data);
  if (!read.success || read.data.c !== channelId || read.data.e * 1000 <= now.getTime()) return null;
  return read.data.v;
}
