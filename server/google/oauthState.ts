import { randomToken, sameText, sign } from '../secrets';

export const STATE_SECONDS = 10 * 60;

/** A signed, short-lived OAuth state: `<expires>.<nonce>.<signature>`. */
export function newState(secretKey: string, now: Date): string {
  const body = `${Math.floor(now.getTime() / 1000) + STATE_SECONDS}.${randomToken(16)}`;
  return `${body}.${sign(secretKey, 'oauth-state', body)}`;
}

export function isValidState(secretKey: string, state: string, now: Date): boolean {
  const parts = state.split('.');
  if (parts.length !== 3) return false;
  const [expires = '', nonce = '', signature = ''] = parts;
  const body = `${expires}.${nonce}`;
  return sameText(signature, sign(secretKey, 'oauth-state', body)) && Number(expires) * 1000 > now.getTime();
}
