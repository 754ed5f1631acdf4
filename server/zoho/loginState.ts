import { z } from 'zod';
import { openValue, sealValue } from './sealedValue';

/** How long a Zoho login may take from the console's authorize address to Zoho's redirect back. */
export const LOGIN_STATE_SECONDS = 15 * 60;

const PURPOSE = 'zoho-login-state';

export const loginStateValue = z.object({
  companyId: z.string(),
  userId: z.string(),
  clientId: z.string(),
  clientSecret: z.string(),
  screenName: z.string().optional(),
});

/** One Zoho login: the company and the admin who started it, and the company's Zoho client. */
export type LoginState = z.infer<typeof loginStateValue>;

/**
 * The OAuth state of one login: the company id in clear (spec 02: the state carries it), then
 * the login sealed with the server's secret key (the client's secret never travels readable)
 * with its expiry.
 */
export function loginState(secretKey: string, login: LoginState, now: Date): string {
  return `${login.companyId}.${sealValue(secretKey, PURPOSE, login, new Date(now.getTime() + LOGIN_STATE_SECONDS * 1000))}`;
}

/** The login a state names, when this server sealed it, it has not expired and its clear company id is the sealed one; null otherwise. */
export function readLoginState(secretKey: string, state: string, now: Date): LoginState | null {
  const dot = state.indexOf('.');
  if (dot <= 0) return null;
  const login = openValue(secretKey, PURPOSE, state.slice(dot + 1), now, loginStateValue);
  return login && login.companyId === state.slice(0, dot) ? login : null;
}
