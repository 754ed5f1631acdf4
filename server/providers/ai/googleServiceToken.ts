import { createHash, sign } from 'node:crypto';
import type { Clock } from '../../clock';
import { accessTokenCache, type TokenAnswer } from './accessTokenCache';
import { callProvider, refusalKind, type AiHttp } from './aiHttp';
import { AiProviderError } from './provider';

/**
 * Google's OAuth 2.0 for service accounts: a JWT signed RS256 with the key's private key
 * (iss the key's client_email, the scope, aud the key's token_uri, one hour at most) is
 * exchanged at token_uri for an access token, kept until shortly before it expires.
 */

export const DIALOGFLOW_SCOPE = 'https://www.googleapis.com/auth/dialogflow';
const JWT_BEARER = 'urn:ietf:params:oauth:grant-type:jwt-bearer';
const LIFETIME_SECONDS = 3600;

export type ServiceAccount = { client_email: string; private_key: string; private_key_id?: string; token_uri: string };

export const tokenMessages = {
  refused: 'Google refused the service account key. Check that the key is active and belongs to the project.',
  badKey: 'The JSON key has a private key that cannot sign.',
  badTokenUri: 'The JSON key has a token_uri that is not an https address.',
} as const;

const base64url = (data: string | Buffer) => Buffer.from(data).toString('base64url');

/** The signed assertion of the JWT bearer grant. */
export function signedAssertion(account: ServiceAccount, scope: string, nowSeconds: number): string {
  const header = { alg: 'RS256', typ: 'JWT', ...(account.private_key_id ? { kid: account.private_key_id } : {}) };
  const claims = { iss: account.client_email, scope, aud: account.token_uri, iat: nowSeconds, exp: nowSeconds + LIFETIME_SECONDS };
  const unsigned = `${base64url(JSON.stringify(header))}.${base64url(JSON.stringify(claims))}`;
  let signature: Buffer;
  try {
    signature = sign('sha256', Buffer.from(unsigned), account.private_key);
  } catch {
    throw new AiProviderError('unauthorized', tokenMessages.badKey);
  }
  return `${unsigned}.${base64url(signature)}`;
}

/** Tokens by key, scope and token address. */
const cache = accessTokenCache('Google', LIFETIME_SECONDS);

/** Access tokens of service accounts, each kept until shortly before it expires. */
export function googleServiceTokens(clock: Clock, http: AiHttp, options: { allowHttp: boolean }) {
  const cacheKey = (account: ServiceAccount, scope: string) =>
    createHash('sha256').update(`${account.token_uri}\n${account.client_email}\n${account.private_key}\n${scope}`).digest('hex');

  return {
    async accessToken(account: ServiceAccount, scope = DIALOGFLOW_SCOPE): Promise<string> {
      if (!account.token_uri.startsWith('https://') && !(options.allowHttp && account.token_uri.startsWith('http://'))) {
        throw new AiProviderError('badInput', tokenMessages.badTokenUri);
      }
      const key = cacheKey(account, scope);
      const now = clock.now().getTime();
      return cache.token(key, now, async () => {
        const assertion = signedAssertion(account, scope, Math.floor(now / 1000));
        return (await callProvider({ method: 'POST', url: account.token_uri, body: new URLSearchParams({ grant_type: JWT_BEARER, assertion }) }, http, {
          provider: 'Google',
          refusal: ({ status }) => {
            const kind = refusalKind(status);
            return kind === 'unavailable'
              ? new AiProviderError(kind, 'Google could not issue an access token. Try again in a moment.')
              : new AiProviderError('unauthorized', tokenMessages.refused);
          },
        })) as TokenAnswer;
      });
    },
    /** Forgets a token the API refused (revoked or expired early). */
    forget(account: ServiceAccount, scope = DIALOGFLOW_SCOPE): void {
      cache.forget(cacheKey(account, scope));
    },
  };
}
export type GoogleServiceTokens = ReturnType<typeof googleServiceTokens>;
