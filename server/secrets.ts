import { createCipheriv, createDecipheriv, createHash, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';

/** A random URL-safe token (links, sessions, codes). */
/** Names of settings and properties that hold a credential: never answered, masked where shown. */
export const SECRET_NAME = /secret|token|password|passwd|apikey|api_key|api-key|private|credential/i;

export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** What the database keeps of a token: its SHA-256, hex. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function deriveKey(secretKey: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secretKey, 'assistant-console', purpose, 32));
}

/** HMAC-SHA-256 of `data` with a key derived from the secret key for one purpose, base64url. */
export function sign(secretKey: string, purpose: string, data: string): string {
  return createHmac('sha256', deriveKey(secretKey, purpose)).update(data).digest('base64url');
}

export function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** A purpose-bound secret string (e.g. for the captcha's HMAC keys). */
export function derivedSecret(secretKey: string, purpose: string): string {
  return deriveKey(secretKey, purpose).toString('hex');
}

/** AES-256-GCM: iv.tag.ciphertext, each base64url. */
export function encrypt(secretKey: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', deriveKey(secretKey, 'encryption'), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url')).join('.');
}

export function decrypt(secretKey: string, sealed: string): string {
  const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !body) throw new Error('Sealed value is malformed.');
  const decipher = createDecipheriv('aes-256-gcm', deriveKey(secretKey, 'encryption'), iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
}
