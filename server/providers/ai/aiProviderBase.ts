import type { AppConfig } from '../../config';
import { providerAddress } from '../providerAddress';

/** The AI providers whose API address is configuration, with where the real one is and where this server's sandbox is. */
export const AI_PROVIDER_BASES = {
  dialogflow: { real: 'https://dialogflow.googleapis.com', sandboxPath: '/sandbox/dialogflow' },
  watsonIam: { real: 'https://iam.cloud.ibm.com', sandboxPath: '/sandbox/watson/iam' },
} as const;
export type AiProviderName = keyof typeof AI_PROVIDER_BASES;

/**
 * Where an AI adapter reaches its provider: the configured address (DIALOGFLOW_API_URL,
 * WATSON_IAM_URL), else the sandbox under this server in developer mode, else the real
 * provider. Pointing an AI connection at the real provider is configuration, never code.
 */
export function aiProviderBase(config: Pick<AppConfig, 'aiProviders' | 'devMode' | 'publicUrl'>, provider: AiProviderName): string {
  return providerAddress(config, config.aiProviders?.[provider], AI_PROVIDER_BASES[provider]);
}
