import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Keys the AI sandboxes issue, checkable without any stored state: 32 hex characters of an HMAC
 * of what the key opens (a LUIS app, a CLU project) and its use, keyed with the server's secret
 * key. A key issued before a restart still opens the same app; any other key is refused the
 * way the provider refuses it.
 */
export function sandboxKey(secretKey: string, use: string, subject: string): string {
  return createHmac('sha256', secretKey).update(`ai-sandbox:${use}:${subject}`).digest('hex').slice(0, 32);
}

export function isSandboxKey(secretKey: string, use: string, subject: string, given: string | undefined): boolean {
  if (!given) return false;
  const expected = Buffer.from(sandboxKey(secretKey, use, subject));
  const offered = Buffer.from(given);
  return offered.length === expected.length && timingSafeEqual(offered, expected);
}
