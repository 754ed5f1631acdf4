import { createHash } from 'node:crypto';
import { BOT_FRAMEWORK, botToken, signInRefusal } from '../../../services/contracts/channels/teamsActivity';
import type { ProviderAccess } from './channelAdapter';
import { callProvider } from './providerHttp';

/**
 * A bot's access token for the Bot Connector, by the OAuth client-credentials grant:
 * POST <sign-in>/botframework.com/oauth2/v2.0/token (a form: grant_type, client_id = the app id,
 * client_secret = the password, scope). A token is kept in memory until five minutes before it
 * expires; losing it costs one more sign-in. Reasons never carry the password or a token.
 */
const TOKEN_PATH = BOT_FRAMEWORK.tokenPath;
const EARLY_MS = 5 * 60_000;

export type TokenResult = { kind: 'ok'; token: string } | { kind: 'refused'; reason: string; words: string } | { kind: 'retry'; reason: string; retryAfterMs?: number };

const kept = new Map<string, { token: string; until: number }>();
const keyOf = (url: string, appId: string, password: string) => `${url}\n${appId}\n${createHash('sha256').update(password).digest('base64url')}`;

/** The token a bot signs its calls with: the kept one while it lasts, else a new one. */
export async function botAccessToken(access: Pick<ProviderAccess, 'signInUrl' | 'fetch' | 'timeoutMs'>, appId: string, password: string, now = Date.now()): Promise<TokenResult> {
  if (!access.signInUrl) return { kind: 'refused', reason: 'Teams: no sign-in service is configured', words: 'no sign-in service is configured' };
  const url = `${access.signInUrl.replace(/\/+$/, '')}${TOKEN_PATH}`;
  const key = keyOf(url, appId, password);
  const known = kept.get(key);
  if (known && known.until > now) return { kind: 'ok', token: known.token };
  const form = new URLSearchParams({ grant_type: 'client_credentials', client_id: appId, client_secret: password, scope: BOT_FRAMEWORK.connectorScope });
  const answer = await callProvider(access, url, { method: 'POST', rawBody: form.toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  if (answer.kind === 'ok') {
    const parsed = botToken.safeParse(answer.body);
    if (!parsed.success) return { kind: 'refused', reason: 'Teams sign-in: the answer is not a token', words: 'the answer is not a token' };
    kept.set(key, { token: parsed.data.access_token, until: now + parsed.data.expires_in * 1000 - EARLY_MS });
    return { kind: 'ok', token: parsed.data.access_token };
  }
  if (answer.kind === 'retry')
    return { kind: 'retry', reason: `Teams sign-in: ${answer.reason}`, ...(answer.retryAfterMs === undefined ? {} : { retryAfterMs: answer.retryAfterMs }) };
  const refusal = signInRefusal.safeParse(answer.body);
  const said = refusal.success ? (refusal.data.error_description ?? refusal.data.error) : answer.reason;
  const words = password ? said.split(password).join('<password>') : said;
  return { kind: 'refused', reason: `Teams sign-in: ${answer.reason}`, words };
}

/** Forgets a bot's kept token (the Bot Connector refused it). */
export function forgetBotToken(access: Pick<ProviderAccess, 'signInUrl'>, appId: string, password: string): void {
  if (access.signInUrl) kept.delete(keyOf(`${access.signInUrl.replace(/\/+$/, '')}${TOKEN_PATH}`, appId, password));
}
