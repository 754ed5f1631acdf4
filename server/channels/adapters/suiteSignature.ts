import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The suite signs every agent event it posts to a channel's webhook: X-Suite-Signature is
 * `sha256=` and the hex HMAC-SHA256 of the raw body keyed with the channel's webhook secret.
 * Nothing of the body is read before the signature matches.
 */
export function suiteSignature(secret: string, rawBody: Buffer | string): string {
  return `sha256=${createHmac('sha256', secret).update(rawBody).digest('hex')}`;
}

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/** Whether the header is the body's signature, compared in constant time over equal-length digests. */
export function suiteSignatureMatches(header: string | string[] | undefined, secret: string | undefined, rawBody: Buffer): boolean {
  if (typeof header !== 'string' || header === '' || !secret) return false;
  return timingSafeEqual(digest(header), digest(suiteSignature(secret, rawBody)));
}
