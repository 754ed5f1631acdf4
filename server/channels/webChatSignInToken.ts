import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { SignedInVisitor } from '../../services/contracts/webChatSignIn';

const header = z.object({ alg: z.literal('HS256'), typ: z.string().optional() });
const claims = z.object({
  sub: z.string().min(1).max(200),
  exp: z.number(),
  name: z.string().max(200).optional(),
  email: z.string().max(254).optional(),
  phone: z.string().max(40).optional(),
});

/** A host's token read: who it names and when it ends. */
export type HostToken = { visitor: SignedInVisitor; expiresAt: Date };

function json(part: string): unknown {
  try {
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
}

/**
 * The visitor a host page's token names (TOKEN sign-in): an HS256 JWT signed with the
 * channel's sign-in secret, with `sub` and `exp` (seconds) and optionally `name`, `email` and
 * `phone`. Any other algorithm, a wrong signature, a missing or past `exp` refuses it (null).
 */
export function readHostToken(secret: string, token: string, now: Date): HostToken | null {
  const [head, body, signature, ...rest] = token.split('.');
  if (!head || !body || !signature || rest.length > 0) return null;
  if (!header.safeParse(json(head)).success) return null;
  const expected = Buffer.from(createHmac('sha256', secret).update(`${head}.${body}`).digest('base64url'));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const read = claims.safeParse(json(body));
  if (!read.success || read.data.exp * 1000 <= now.getTime()) return null;
  const { sub, name, email, phone, exp } = read.data;
  return { visitor: { id: sub, ...(phone ? { phone } : {}), ...(name ? { name } : {}), ...(email ? { email } : {}) }, expiresAt: new Date(exp * 1000) };
}

/** An HS256 JWT of `payload` (what a host's backend makes; the tests and the documentation's example use it). */
export function signHostToken(secret: string, payload: Record<string, unknown>): string {
  const head = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${head}.${body}.${createHmac('sha256', secret).update(`${head}.${body}`).digest('base64url')}`;
}
