import type { ChannelKind } from '../../services/contracts/channels';
import type { AppConfig } from '../config';
import type { ProviderAccess } from './adapters/channelAdapter';
import { suiteCloudBase } from './suiteBase';
import { messengerApp } from './messengerApp';
import { PROVIDER_BASES, providerBase, SIGN_IN_BASES, signInBase, type ProviderName, type SignInProvider } from './providerBase';

/** How long one provider call may take before it counts as a network failure (and is tried again later). */
export const PROVIDER_TIMEOUT_MS = 10_000;

const hasProvider = (kind: ChannelKind): kind is ProviderName => Object.hasOwn(PROVIDER_BASES, kind);
const hasSignIn = (kind: ChannelKind): kind is SignInProvider => Object.hasOwn(SIGN_IN_BASES, kind);

/** What an adapter of `kind` is given to reach its provider (kinds without one, such as generic, get this server's address). */
export function providerAccess(
  config: Pick<AppConfig, 'channelProviders' | 'devMode' | 'publicUrl' | 'engineAllowPrivateAddresses' | 'facebookApp' | 'secretKey'>,
  kind: ChannelKind,
  fetcher: typeof fetch = fetch,
): ProviderAccess {
  const app = kind === 'facebook' || kind === 'instagram' ? messengerApp(config) : null;
  return {
    // A suite channel's backend is its on-premise address, else the cloud suite (none configured: empty).
    baseUrl: hasProvider(kind) ? providerBase(config, kind) : kind === 'suite' ? (suiteCloudBase(config) ?? '') : config.publicUrl,
    publicUrl: config.publicUrl,
    fetch: fetcher,
    timeoutMs: PROVIDER_TIMEOUT_MS,
    allowPrivateAddresses: config.engineAllowPrivateAddresses ?? config.devMode,
    ...(hasSignIn(kind) ? { signInUrl: signInBase(config, kind) } : {}),
    ...(app ? { messengerApp: app } : {}),
  };
}
