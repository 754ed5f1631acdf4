import { randomToken } from '../../../secrets';

/** How long a code from the dialog may be exchanged (Facebook's codes are short-lived). */
export const CODE_SECONDS = 10 * 60;

type Grant = { personId: string; clientId: string; redirectUri: string; expiresAt: number };

/**
 * The codes the dialog hands out: each names the person who signed in and the redirect address
 * it was sent to, is exchanged once (a second try is refused) and expires.
 */
export function oauthCodes(now: () => number) {
  const grants = new Map<string, Grant>();
  return {
    issue(grant: Omit<Grant, 'expiresAt'>): string {
      for (const [code, old] of grants) if (old.expiresAt <= now()) grants.delete(code);
      const code = randomToken(24);
      grants.set(code, { ...grant, expiresAt: now() + CODE_SECONDS * 1000 });
      return code;
    },
    /** The person the code was given to, when it is exchanged by the same app for the same redirect address in time. */
    redeem(code: string, clientId: string, redirectUri: string): string | null {
      const grant = grants.get(code);
      grants.delete(code);
      if (!grant || grant.expiresAt <= now()) return null;
      return grant.clientId === clientId && grant.redirectUri === redirectUri ? grant.personId : null;
    },
  };
}
export type OAuthCodes = ReturnType<typeof oauthCodes>;
