import type { AppConfig } from '../config';

/** Where Google sign-in talks to: Google itself, or the developer-mode sandbox speaking the same protocol. */
export type GoogleProvider = {
  authorizeUrl: string;
  tokenUrl: string;
  userinfoUrl: string;
  clientId: string;
  clientSecret: string;
};

export const SANDBOX_CLIENT = { clientId: 'sandbox-client', clientSecret: 'sandbox-secret' } as const;

export function googleProviderOf(config: AppConfig): GoogleProvider | undefined {
  if (config.google) {
    return {
      authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
      tokenUrl: 'https://oauth2.googleapis.com/token',
      userinfoUrl: 'https://openidconnect.googleapis.com/v1/userinfo',
      ...config.google,
    };
  }
  if (!config.devMode) return undefined;
  const sandbox = `${config.publicUrl}/dev/oauth/google`;
  return { authorizeUrl: `${sandbox}/authorize`, tokenUrl: `${sandbox}/token`, userinfoUrl: `${sandbox}/userinfo`, ...SANDBOX_CLIENT };
}

export type GoogleAccount = { email: string; emailVerified: boolean; givenName: string; familyName: string };

/** Trades the code for an access token, then reads who signed in (real HTTP calls). */
export async function fetchGoogleAccount(provider: GoogleProvider, code: string, redirectUri: string): Promise<GoogleAccount> {
  const tokenAnswer = await fetch(provider.tokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      client_id: provider.clientId,
      client_secret: provider.clientSecret,
      redirect_uri: redirectUri,
    }),
    signal: AbortSignal.timeout(10_000),
  });
  if (!tokenAnswer.ok) throw new Error(`Token endpoint answered ${tokenAnswer.status}`);
  const { access_token: accessToken } = (await tokenAnswer.json()) as { access_token?: unknown };
  if (typeof accessToken !== 'string') throw new Error('Token endpoint gave no access token');
  const infoAnswer = await fetch(provider.userinfoUrl, {
    headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
    signal: AbortSignal.timeout(10_000),
  });
  if (!infoAnswer.ok) throw new Error(`Userinfo endpoint answered ${infoAnswer.status}`);
  const info = (await infoAnswer.json()) as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    email: text(info.email),
    emailVerified: info.email_verified === true || info.email_verified === 'true',
    givenName: text(info.given_name) || text(info.name),
    familyName: text(info.family_name),
  };
}
