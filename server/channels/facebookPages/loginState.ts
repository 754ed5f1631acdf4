import { PAGES_KINDS, type PagesKind } from '../../../services/contracts/rest/facebookPages';
import { randomToken, sameText, sign } from '../../secrets';

/** How long a login may take from the console's click to the provider's redirect back. */
export const LOGIN_STATE_SECONDS = 10 * 60;

export type LoginState = { companyId: string; kind: PagesKind; userId: string };

const PURPOSE = 'facebook-login-state';
const encode = (text: string) => Buffer.from(text).toString('base64url');
const decode = (text: string) => Buffer.from(text, 'base64url').toString();

/** The OAuth state of one login: the company, the kind and who asked, an expiry and a nonce, signed with the server's secret key. */
export function loginState(secretKey: string, state: LoginState, now: Date): string {
  const expires = Math.floor(now.getTime() / 1000) + LOGIN_STATE_SECONDS;
  const body = [encode(state.companyId), state.kind, encode(state.userId), String(expires), randomToken(12)].join('.');
  return `${body}.${sign(secretKey, PURPOSE, body)}`;
}

/** What a state names, when this server signed it and it has not expired; null for a forged or stale one. */
export function readLoginState(secretKey: string, state: string, now: Date): LoginState | null {
  const parts = state.split('.');
  if (parts.length !== 6) return null;
  const [company = '', kind = '', user = '', expires = '', , signature = ''] = parts;
  if (!sameText(signature, sign(secretKey, PURPOSE, parts.slice(0, 5).join('.')))) return null;
  if (!(Number(expires) * 1000 > now.getTime())) return null;
  const known = PAGES_KINDS.find((candidate) => candidate === kind);
  return known ? { companyId: decode(company), kind: known, userId: decode(user) } : null;
}
