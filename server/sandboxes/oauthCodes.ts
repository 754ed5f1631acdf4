import { randomToken } from '../secrets';

/** How long a code from a sandbox's sign-in page may be exchanged (providers' codes are short-lived). */
export const CODE_SECONDS = 10 * 60;

/** Who or what a code grants access to (a person, a shop), which app asked, and where the code was sent. */
type Grant = { subject: string; clientId: string; redirectUri: string; expiresAt: number };

/**
 * The authorization codes a sandbox's sign-in page hands out, as OAuth providers do: each names
 * what it grants and the redirect address it was sent to, is exchanged once (a second try is
 * refused) and expires.
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
    /**
     * What the code grants, when the same app exchanges it in time (and, where the provider's
     * exchange names one, for the same redirect address); null otherwise. Either way the code is spent.
     */
    redeem(code: string, clientId: string, redirectUri?: string): string | null {
      const grant = grants.get(code);
      grants.delete(code);
      if (!grant || grant.expiresAt <= now()) return null;
      if (grant.clientId !== clientId) return null;
      return redirectUri === undefined || grant.redirectUri === redirectUri ? grant.subject : null;
    },
  };
}
export type OAuthCodes = ReturnType<typeof oauthCodes>;
