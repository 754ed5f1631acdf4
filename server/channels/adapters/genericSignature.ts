import { createHmac } from 'node:crypto';

/**
 * How a generic channel's partner knows a delivery came from this console (docs/channels.md):
 * header `X-Console-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">` with
 * the channel's signing secret as the key. The time is in the signed text, so a recorded
 * delivery cannot be replayed later than the partner allows.
 */
export const SIGNATURE_HEADER = 'x-console-signature';
/** Our id of the delivery: the same id twice is one delivery sent again (a partner may drop the repeat). */
export const DELIVERY_ID_HEADER = 'x-console-delivery-id';

export function signDelivery(secret: string, body: string, at: Date): string {
  const t = Math.floor(at.getTime() / 1000);
  const v1 = createHmac('sha256', secret).update(`${t}.${body}`, 'utf8').digest('hex');
  return `t=${t},v1=${v1}`;
}
