import type { AppConfig } from '../config';

/** Where a provider's real API is, and where this server's sandbox of it is mounted. */
export type ProviderAddress = { real: string; sandboxPath: string };

/**
 * Where an adapter reaches a provider: the configured address, else the sandbox under this
 * server in developer mode, else the real provider. Pointing an adapter at the real provider is
 * configuration, never code.
 */
export function providerAddress(config: Pick<AppConfig, 'devMode' | 'publicUrl'>, configured: string | undefined, address: ProviderAddress): string {
  if (configured) return configured;
  return config.devMode ? `${config.publicUrl}${address.sandboxPath}` : address.real;
}
