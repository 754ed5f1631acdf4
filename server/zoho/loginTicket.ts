import { z } from 'zod';
import { loginStateValue } from './loginState';
import { openValue, sealValue } from './sealedValue';

/** How long the post-login form may take to create the channel after the code was exchanged. */
export const LOGIN_TICKET_SECONDS = 15 * 60;

const PURPOSE = 'zoho-login-ticket';

/** The login as its state held it, with what Zoho's token answer gave. */
const loginTicketValue = loginStateValue.extend({
  accessToken: z.string(),
  refreshToken: z.string(),
  apiDomain: z.string(),
  /** When the access token expires, in seconds since the epoch. */
  tokenExpireTime: z.number().int(),
});

/** A finished Zoho login: whose, for which company, the client and the tokens Zoho gave. */
export type LoginTicket = z.infer<typeof loginTicketValue>;

/** The login sealed with the server's secret key for the browser to bring back: the tokens never reach it readable. */
export function loginTicket(secretKey: string, ticket: LoginTicket, now: Date): string {
  return sealValue(secretKey, PURPOSE, ticket, new Date(now.getTime() + LOGIN_TICKET_SECONDS * 1000));
}

/** The login a ticket holds, when this server sealed it and it has not expired; null otherwise. */
export function readLoginTicket(secretKey: string, ticket: string, now: Date): LoginTicket | null {
  return openValue(secretKey, PURPOSE, ticket, now, loginTicketValue);
}
