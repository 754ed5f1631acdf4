import { callProvider } from '../channels/adapters/providerHttp';
import { PROVIDER_TIMEOUT_MS } from '../channels/providerAccess';

/** A company's client in Zoho's API console. */
export type ZohoClient = { clientId: string; clientSecret: string };

/** What Zoho gave for a code: the tokens, the API domain to call with them and how long the access token lives (seconds). */
export type ZohoTokens = { accessToken: string; refreshToken: string; apiDomain: string; expiresIn: number };

/**
 * What a code exchange gave: the tokens, Zoho's refusal (`error`, e.g. invalid_code, which the
 * admin is shown), or no usable answer (`error` undefined). `reason` is for the log: it names
 * the host and the status, never a token.
 */
export type CodeExchange = { ok: true; tokens: ZohoTokens } | { ok: false; error: string | undefined; reason: string };

/** An access token's life when Zoho names none (its tokens live an hour). */
const DEFAULT_EXPIRES_IN = 3600;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The request body of the exchange, form-encoded as Zoho's token endpoint takes it. */
export function tokenRequestBody(client: ZohoClient, code: string, redirectUri: string): string {
  return new URLSearchParams({ grant_type: 'authorization_code', client_id: client.clientId, client_secret: client.clientSecret, redirect_uri: redirectUri, code }).toString();
}

/** Zoho's error code as the admin may read it: a short word, nothing else it might carry. */
function errorCode(value: unknown): string | undefined {
  const code = text(value).slice(0, 100);
  return /^[\w.-]+$/.test(code) ? code : undefined;
}

/** Seconds the access token lives: expires_in_sec where Zoho still sends it (its expires_in was once in ms), else expires_in. */
function expiresInOf(body: Record<string, unknown>): number {
  const seconds = [body['expires_in_sec'], body['expires_in']].find((value): value is number => typeof value === 'number' && Number.isFinite(value) && value > 0);
  return seconds === undefined ? DEFAULT_EXPIRES_IN : Math.floor(seconds);
}

/**
 * The adapter's one call (Zoho's authorization code grant for web server apps):
 * POST {accounts}/oauth/v2/token, form-encoded grant_type=authorization_code, client_id,
 * client_secret, redirect_uri and code, for {access_token, refresh_token, api_domain,
 * token_type, expires_in}. Zoho refuses with status 200 and {error}; no answer, a 5xx or an
 * answer without tokens is no usable answer.
 */
export async function exchangeZohoCode(accountsBase: string, client: ZohoClient, code: string, redirectUri: string, fetcher: typeof fetch = fetch): Promise<CodeExchange> {
  const answer = await callProvider({ fetch: fetcher, timeoutMs: PROVIDER_TIMEOUT_MS }, `${accountsBase}/oauth/v2/token`, {
    method: 'POST',
    rawBody: tokenRequestBody(client, code, redirectUri),
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
  });
  if (answer.kind === 'retry') return { ok: false, error: undefined, reason: answer.reason };
  const body = typeof answer.body === 'object' && answer.body !== null && !Array.isArray(answer.body) ? (answer.body as Record<string, unknown>) : {};
  const refusal = body['error'] === undefined ? undefined : errorCode(body['error']);
  if (body['error'] !== undefined || answer.kind === 'refused') {
    return { ok: false, error: refusal, reason: `${answer.kind === 'refused' ? answer.reason : `Zoho answered ${answer.status}`}: ${refusal ?? 'no error named'}` };
  }
  const accessToken = text(body['access_token']);
  const refreshToken = text(body['refresh_token']);
  if (!accessToken || !refreshToken) return { ok: false, error: undefined, reason: `the answer had no ${accessToken ? 'refresh_token' : 'access_token'}` };
  return { ok: true, tokens: { accessToken, refreshToken, apiDomain: text(body['api_domain']), expiresIn: expiresInOf(body) } };
}
