import type { AppConfig } from '../config';

/** The channel kinds whose provider API lives elsewhere, with where the real one is. */
export const PROVIDER_BASES = {
  telegram: { real: 'https://api.telegram.org', sandboxPath: '/sandbox/telegram' },
  whatsappCloud: { real: 'https://graph.facebook.com', sandboxPath: '/sandbox/whatsapp' },
  line: { real: 'https://api.line.me', sandboxPath: '/sandbox/line' },
} as const;
export type ProviderName = keyof typeof PROVIDER_BASES;

/**
 * Where an adapter reaches its provider: the configured address (TELEGRAM_API_URL,
 * WHATSAPP_GRAPH_URL,
 * LINE_API_URL), else the sandbox under this server in developer mode, else the real
 * provider. Pointing a channel at the real provider is configuration, never code.
 */
export function providerBase(config: Pick<AppConfig, 'channelProviders' | 'devMode' | 'publicUrl'>, provider: ProviderName): string {
  const configured = config.channelProviders?.[provider];
  if (configured) return configured;
  const base = PROVIDER_BASES[provider];
  return config.devMode ? `${config.publicUrl}${base.sandboxPath}` : base.real;
}
