import type { AppConfig } from '../config';
import { providerAddress } from '../providers/providerAddress';

/** The channel kinds whose provider API lives elsewhere, with where the real one is. */
export const PROVIDER_BASES = {
  telegram: { real: 'https://api.telegram.org', sandboxPath: '/sandbox/telegram' },
  whatsappCloud: { real: 'https://graph.facebook.com', sandboxPath: '/sandbox/whatsapp' },
  line: { real: 'https://api.line.me', sandboxPath: '/sandbox/line' },
  /** Where the Bot Framework publishes the keys Teams' activities are signed with (its OpenID metadata). */
  teams: { real: 'https://login.botframework.com', sandboxPath: '/sandbox/teams' },
  /** Messenger Platform and Instagram messaging: both are Graph API calls with a page's token. */
  facebook: { real: 'https://graph.facebook.com', sandboxPath: '/sandbox/facebook' },
  instagram: { real: 'https://graph.facebook.com', sandboxPath: '/sandbox/facebook' },
} as const;
export type ProviderName = keyof typeof PROVIDER_BASES;

/** The kinds whose bot tokens come from a sign-in service apart from their API, with where the real one is (TEAMS_LOGIN_URL). */
export const SIGN_IN_BASES = {
  teams: { real: 'https://login.microsoftonline.com', sandboxPath: '/sandbox/teams', configured: 'teamsLogin' },
} as const;
export type SignInProvider = keyof typeof SIGN_IN_BASES;

/** Where a kind gets its bot tokens: configured, else the sandbox in developer mode, else the real sign-in service. */
export function signInBase(config: Pick<AppConfig, 'channelProviders' | 'devMode' | 'publicUrl'>, provider: SignInProvider): string {
  const base = SIGN_IN_BASES[provider];
  return providerAddress(config, config.channelProviders?.[base.configured], base);
}

/**
 * Where an adapter reaches its provider: the configured address (TELEGRAM_API_URL,
 * WHATSAPP_GRAPH_URL, LINE_API_URL, TEAMS_OPENID_URL, FACEBOOK_GRAPH_URL), else the sandbox under this server in developer mode, else the real
 * provider. Pointing a channel at the real provider is configuration, never code.
 */
export function providerBase(config: Pick<AppConfig, 'channelProviders' | 'devMode' | 'publicUrl'>, provider: ProviderName): string {
  return providerAddress(config, config.channelProviders?.[provider], PROVIDER_BASES[provider]);
}
