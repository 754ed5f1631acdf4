import type { AppConfig } from '../config';
import { providerAddress } from '../providers/providerAddress';

/** Where Zoho's accounts server (its OAuth 2.0 authorize and token endpoints) is, and the sandbox's stand-in for it. */
export const ZOHO_ACCOUNTS = { real: 'https://accounts.zoho.com', sandboxPath: '/sandbox/zoho' } as const;

/**
 * Where the console sends admins to sign in with Zoho and exchanges their codes:
 * ZOHO_ACCOUNTS_URL, else the Zoho sandbox under this server in developer mode, else Zoho's
 * accounts server (the US data centre). Another data centre is configuration, never code;
 * the accounts-server Zoho names on its redirect back is not followed, so a client secret only
 * ever goes to the configured address.
 */
export function zohoAccountsBase(config: Pick<AppConfig, 'zohoAccountsUrl' | 'devMode' | 'publicUrl'>): string {
  return providerAddress(config, config.zohoAccountsUrl, ZOHO_ACCOUNTS);
}
