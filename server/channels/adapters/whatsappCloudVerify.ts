import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AdapterChannel, HandshakeAnswer, InboundRequest, Verification } from './channelAdapter';

/**
 * Meta's two webhook checks: the GET handshake (hub.mode=subscribe and the verify token the
 * channel keeps: hub.challenge is the answer) and the X-Hub-Signature-256 header of every POST
 * (HMAC-SHA256 of the raw body with the app secret). Both compare in constant time.
 */

/** Whether two texts are equal, in time that does not depend on where they differ. */
function sameText(a: string, b: string): boolean {
  const left = createHmac('sha256', 'compare').update(a).digest();
  const right = createHmac('sha256', 'compare').update(b).digest();
  return timingSafeEqual(left, right) && a.length === b.length;
}

const text = (value: unknown) => (typeof value === 'string' ? value : Array.isArray(value) && typeof value[0] === 'string' ? value[0] : '');

export function whatsappHandshake(query: Record<string, unknown>, channel: AdapterChannel<'whatsappCloud'>): HandshakeAnswer {
  const expected = channel.properties.verifyToken;
  const given = text(query['hub.verify_token']);
  if (text(query['hub.mode']) !== 'subscribe' || !expected || !sameText(given, expected)) {
    return { status: 403, body: 'The verify token does not match this channel.' };
  }
  return { status: 200, body: text(query['hub.challenge']) };
}

/** The X-Hub-Signature-256 value Meta sends for `body` signed with `appSecret`. */
export function hubSignature(appSecret: string, body: Buffer | string): string {
  return `sha256=${createHmac('sha256', appSecret).update(body).digest('hex')}`;
}

export function whatsappVerify(request: InboundRequest, channel: AdapterChannel<'whatsappCloud'>): Verification {
  const appSecret = channel.properties.appSecret;
  if (!appSecret) return { ok: false, status: 401, message: 'This channel has no app secret to check webhook signatures with.' };
  const given = text(request.headers['x-hub-signature-256']);
  if (!given) return { ok: false, status: 401, message: 'The X-Hub-Signature-256 header is missing.' };
  if (!sameText(given, hubSignature(appSecret, request.rawBody))) return { ok: false, status: 401, message: 'The X-Hub-Signature-256 signature does not match.' };
  return { ok: true };
}
