import type { AppConfig } from '../config';
import { providerAddress } from '../providers/providerAddress';
import { SANDBOX_APP_ID, sandboxAppSecret } from '../sandboxes/facebook/sandboxWorld';

/** The Facebook app the product connects pages with: its id (public, used by the OAuth dialog) and its secret (code exchange, webhook signatures). */
export type FacebookApp = { appId: string; appSecret: string };

/** Where people sign in to Facebook: FACEBOOK_DIALOG_URL, else the sandbox in developer mode, else Facebook's own dialog. */
export const FACEBOOK_DIALOG = { real: 'https://www.facebook.com', sandboxPath: '/sandbox/facebook' } as const;

/** The Graph API version the product's calls name (spec 02 section 9: v15.0 in the Instagram forms; one version for both kinds here). */
export const GRAPH_VERSION = 'v15.0';

/** The configured app (FACEBOOK_APP_ID, FACEBOOK_APP_SECRET), else the sandbox's app in developer mode, else none: Facebook and Instagram then cannot be connected. */
export function facebookApp(config: Pick<AppConfig, 'facebookApp' | 'devMode' | 'secretKey'>): FacebookApp | null {
  if (config.facebookApp) return config.facebookApp;
  return config.devMode ? { appId: SANDBOX_APP_ID, appSecret: sandboxAppSecret(config.secretKey) } : null;
}

export function facebookDialogBase(config: Pick<AppConfig, 'channelProviders' | 'devMode' | 'publicUrl'>): string {
  return providerAddress(config, config.channelProviders?.facebookDialog, FACEBOOK_DIALOG);
}
