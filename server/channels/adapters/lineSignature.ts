import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * LINE signs every webhook: X-Line-Signature is the base64 HMAC-SHA256 of the raw body keyed
 * with the channel secret (developers.line.biz, "Verify webhook signature"). Nothing of the
 * body is read before the signature matches.
 */
export const LINE_SIGNATURE_HEADER = 'x-line-signature';

export function lineSignature(channelSecret: string, rawBody: Buffer | string): string {
  return createHmac('sha256', channelSecret).update(rawBody).digest('base64');
}

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/** Whether the header is the body's signature, compared in constant time over equal-length digests. */
export function lineSignatureMatches(header: string | string[] | undefined, channelSecret: string, rawBody: Buffer): boolean {
  if (typeof header !== 'string' || header === '') return false;
  return timingSafeEqual(digest(header), digest(lineSignature(channelSecret, rawBody)));
}
