import { createHmac, timingSafeEqual } from 'node:crypto';
import type { HandshakeAnswer, Verification } from './channelAdapter';
import { hubSignature } from './whatsappCloudVerify';

/**
 * Meta's two checks of the app's webhook: the GET handshake (hub.mode=subscribe with the app's
 * verify token; hub.challenge is the answer) and X-Hub-Signature-256 on every POST (HMAC-SHA256
 * of the raw body with the app secret). Both compare in constant time.
 */

function sameText(a: string, b: string): boolean {
  const left = createHmac('sha256', 'compare').update(a).digest();
  const right = createHmac('sha256', 'compare').update(b).digest();
  return timingSafeEqual(left, right) && a.length === b.length;
}

const text = (value: unknown) => (typeof value === 'string' ? value : Array.isArray(value) && typeof value[0] === 'string' ? value[0] : '');

export function messengerHandshake(query: Record<string, unknown>, verifyToken: string | undefined): HandshakeAnswer {
  const given = text(query['hub.verify_token']);
  if (text(query['hub.mode']) !== 'subscribe' || !verifyToken || !sameText(given, verifyToken)) {
    return { status: 403, body: 'The verify token does not match this app.' };
  }
  return { status: 200, body: text(query['hub.challenge']) };
}

/** Whether the X-Hub-Signature-256 header is there at all (the raw body is checked against the app secret afterwards). */
export function messengerSignaturePresent(header: unknown): Verification {
  return text(header) ? { ok: true } : { ok: false, status: 401, message: 'The X-Hub-Signature-256 header is missing.' };
}

export function messengerSignatureMatches(header: unknown, appSecret: string | undefined, rawBody: Buffer): Verification {
  const present = messengerSignaturePresent(header);
  if (!present.ok) return present;
  if (!appSecret) return { ok: false, status: 401, message: 'This console has no Facebook app secret to check webhook signatures with.' };
  if (!sameText(text(header), hubSignature(appSecret, rawBody))) return { ok: false, status: 401, message: 'The X-Hub-Signature-256 signature does not match.' };
  return { ok: true };
}
