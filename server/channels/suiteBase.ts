import type { AppConfig } from '../config';

/** Where the suite sandbox is served under this server (developer mode). */
export const SUITE_SANDBOX_PATH = '/sandbox/suite';

/**
 * The cloud suite's backend, which the suite form's cloud choice sets (spec 02 section 4):
 * SUITE_CLOUD_URL, else the sandbox under this server in developer mode, else none (only
 * on-premise suites can be connected).
 */
export function suiteCloudBase(config: Pick<AppConfig, 'channelProviders' | 'devMode' | 'publicUrl'>): string | null {
  const configured = config.channelProviders?.suite;
  if (configured) return configured;
  return config.devMode ? `${config.publicUrl}${SUITE_SANDBOX_PATH}` : null;
}

/** The backend a suite channel talks to: its own on-premise address, else the cloud's. */
export function suiteBackendOf(config: Pick<AppConfig, 'channelProviders' | 'devMode' | 'publicUrl'>, customSuiteBackend: string | undefined): string | null {
  return customSuiteBackend || suiteCloudBase(config);
}
