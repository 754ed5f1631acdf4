import { importJWK } from 'jose';
import { BOT_FRAMEWORK, openIdMetadata, signingKeys } from '../../../services/contracts/channels/teamsActivity';
import { HttpError } from '../../http/errors';
import type { ProviderAccess } from './channelAdapter';
import { callProvider } from './providerHttp';

/**
 * The keys the Bot Framework signs its activities' tokens with: its OpenID metadata
 * (<base>/v1/.well-known/openidconfiguration) names the jwks_uri, which lists them, each with the
 * channels it endorses. They are kept in memory for a day; an unknown key id reads them again
 * (keys roll over), at most every five minutes so that forged ids cannot make us call out.
 */
const KEEP_MS = 24 * 60 * 60_000;
const REREAD_MS = 5 * 60_000;

export type SigningKey = { key: CryptoKey | Uint8Array; endorsements: string[] | null };
type KeySet = { keys: Map<string, SigningKey>; readAt: number };

const sets = new Map<string, KeySet>();

async function readJson(access: Pick<ProviderAccess, 'fetch' | 'timeoutMs'>, url: string, what: string): Promise<unknown> {
  const answer = await callProvider(access, url, { method: 'GET' });
  if (answer.kind !== 'ok') throw new HttpError(503, `The Bot Framework's ${what} could not be read: ${answer.reason}.`);
  return answer.body;
}

async function readKeys(access: Pick<ProviderAccess, 'baseUrl' | 'fetch' | 'timeoutMs'>, now: number): Promise<KeySet> {
  const metadata = openIdMetadata.safeParse(await readJson(access, `${access.baseUrl.replace(/\/+$/, '')}${BOT_FRAMEWORK.openIdPath}`, 'OpenID metadata'));
  if (!metadata.success) throw new HttpError(503, "The Bot Framework's OpenID metadata names no jwks_uri.");
  const listed = signingKeys.safeParse(await readJson(access, metadata.data.jwks_uri, 'signing keys'));
  if (!listed.success) throw new HttpError(503, "The Bot Framework's signing keys are not a key set.");
  const keys = new Map<string, SigningKey>();
  for (const jwk of listed.data.keys) {
    if (jwk.kty !== 'RSA' || !jwk.n || !jwk.e) continue;
    const key = await importJWK({ kty: 'RSA', n: jwk.n, e: jwk.e }, 'RS256').catch(() => undefined);
    if (key) keys.set(jwk.kid, { key, endorsements: jwk.endorsements ?? null });
  }
  return { keys, readAt: now };
}

/** The published key with this id, or undefined when the Bot Framework has none. */
export async function signingKeyOf(access: Pick<ProviderAccess, 'baseUrl' | 'fetch' | 'timeoutMs'>, kid: string, now = Date.now()): Promise<SigningKey | undefined> {
  const base = access.baseUrl;
  let set = sets.get(base);
  if (!set || now - set.readAt > KEEP_MS) {
    set = await readKeys(access, now);
    sets.set(base, set);
  }
  const known = set.keys.get(kid);
  if (known || now - set.readAt < REREAD_MS) return known;
  set = await readKeys(access, now);
  sets.set(base, set);
  return set.keys.get(kid);
}
