import { AiProviderError } from './provider';

/** A cached token is renewed this long before it expires. */
const MARGIN_SECONDS = 60;
/** The most tokens kept at once (all are dropped when it is reached). */
const MAX_CACHED = 1000;

/** An OAuth token endpoint's answer. */
export type TokenAnswer = { access_token?: unknown; expires_in?: unknown };

type Cached = { token: string; expiresAt: number };

/**
 * Access tokens by key (a hash of what the token was issued for), each kept until shortly before
 * it expires. One cache per provider, kept for the life of the process: the adapters are made per
 * call, their tokens outlive them.
 */
export function accessTokenCache(issuer: string, defaultSeconds: number) {
  const tokens = new Map<string, Cached>();
  return {
    /** The cached token of the key, or a new one from `issue` (at `now`, ms) kept for its expires_in seconds. */
    async token(key: string, now: number, issue: () => Promise<TokenAnswer>): Promise<string> {
      const cached = tokens.get(key);
      if (cached && cached.expiresAt - MARGIN_SECONDS * 1000 > now) return cached.token;
      const answer = await issue();
      if (typeof answer.access_token !== 'string' || answer.access_token === '') throw new AiProviderError('unavailable', `${issuer} answered without an access token.`);
      const seconds = typeof answer.expires_in === 'number' && answer.expires_in > 0 ? answer.expires_in : defaultSeconds;
      if (tokens.size >= MAX_CACHED) tokens.clear();
      tokens.set(key, { token: answer.access_token, expiresAt: now + seconds * 1000 });
      return answer.access_token;
    },
    /** Forgets a token the API refused (revoked or expired early). */
    forget(key: string): void {
      tokens.delete(key);
    },
  };
}
