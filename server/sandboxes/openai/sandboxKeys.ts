import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The generative sandbox's keys, checkable without a database: `sk-sandbox-<nonce>-<mac>`, the
 * MAC an HMAC of the nonce keyed with the server's secret key, so a key issued before a restart
 * still works and anything else is refused as OpenAI refuses a wrong key. The product
 * subscription's key has a fixed nonce: the server computes it, no person ever types it.
 */
const KEY = /^sk-sandbox-([A-Za-z0-9]{16})-([A-Za-z0-9_-]{43})$/;

function macOf(secretKey: string, nonce: string): string {
  return createHmac('sha256', secretKey).update(`openai-sandbox-key:${nonce}`).digest('base64url');
}

const keyOf = (secretKey: string, nonce: string) => `sk-sandbox-${nonce}-${macOf(secretKey, nonce)}`;

export function issueSandboxKey(secretKey: string): string {
  return keyOf(secretKey, randomBytes(12).toString('hex').slice(0, 16));
}

/** The key the product subscription (Generative AI Default) uses when it runs on the sandbox. */
export function productSubscriptionKey(secretKey: string): string {
  return keyOf(secretKey, 'productsubscript');
}

export function isSandboxKey(secretKey: string, key: string): boolean {
  const match = KEY.exec(key);
  if (!match) return false;
  const expected = Buffer.from(macOf(secretKey, match[1] ?? ''));
  const given = Buffer.from(match[2] ?? '');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The key the developer page shows for pasting into a custom Generative AI connection. */
export function developerPageKey(secretKey: string): string {
  return keyOf(secretKey, 'developerpagekey');
}
