import { randomBytes } from 'node:crypto';
import { exportJWK, generateKeyPair, jwtVerify, SignJWT } from 'jose';
import { BOT_FRAMEWORK } from '../../../services/contracts/channels/teamsActivity';

/**
 * The sandbox's one RSA signing key, made when the server starts (a restart rolls it over, as
 * the Bot Framework rolls its keys): it signs the tokens of the activities the sandbox posts to
 * bots (issuer https://api.botframework.com, audience the bot's app id, the serviceUrl claim) and
 * the access tokens its sign-in service gives bots, which its Bot Connector checks.
 */
export const TEAMS_CHANNEL_ID = 'msteams';
const CONNECTOR_AUDIENCE = BOT_FRAMEWORK.connectorScope.replace(/\/\.default$/, '');
const SIGN_IN_ISSUER = 'https://sts.windows.net/sandbox/';
export const TOKEN_LIFETIME_SECONDS = 3600;

export type SandboxKeys = {
  /** The public key as the key set lists it, with the channels it endorses. */
  publicJwk: () => Promise<{ kty: string; n: string; e: string; kid: string; use: 'sig'; alg: 'RS256'; endorsements: string[] }>;
  activityToken: (appId: string, serviceUrl: string, nowSeconds: number) => Promise<string>;
  accessToken: (appId: string, nowSeconds: number) => Promise<string>;
  /** The app id an access token of this sandbox was given to, or null. */
  appOfAccessToken: (token: string) => Promise<string | null>;
};

export function sandboxKeys(): SandboxKeys {
  const kid = randomBytes(12).toString('base64url');
  const pair = generateKeyPair('RS256', { extractable: true });
  // Nobody may wait on a failed key pair unhandled; callers see the failure when they await it.
  pair.catch(() => undefined);
  const sign = async (claims: Record<string, unknown>, audience: string, issuer: string, nowSeconds: number) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
      .setIssuer(issuer)
      .setAudience(audience)
      .setIssuedAt(nowSeconds)
      .setNotBefore(nowSeconds)
      .setExpirationTime(nowSeconds + TOKEN_LIFETIME_SECONDS)
      .sign((await pair).privateKey);
  return {
    async publicJwk() {
      const { n = '', e = '' } = await exportJWK((await pair).publicKey);
      return { kty: 'RSA', n, e, kid, use: 'sig', alg: 'RS256', endorsements: [TEAMS_CHANNEL_ID] };
    },
    activityToken: (appId, serviceUrl, nowSeconds) => sign({ serviceUrl }, appId, BOT_FRAMEWORK.issuer, nowSeconds),
    accessToken: (appId, nowSeconds) => sign({ appid: appId }, CONNECTOR_AUDIENCE, SIGN_IN_ISSUER, nowSeconds),
    async appOfAccessToken(token) {
      try {
        const { payload } = await jwtVerify(token, (await pair).publicKey, { issuer: SIGN_IN_ISSUER, audience: CONNECTOR_AUDIENCE, algorithms: ['RS256'] });
        return typeof payload['appid'] === 'string' ? payload['appid'] : null;
      } catch {
        return null;
      }
    },
  };
}
