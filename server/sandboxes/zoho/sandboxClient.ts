import { derivedSecret } from '../../secrets';

/** The client the sandbox's API console shows: its id, as Zoho writes client ids (1000. and capitals). */
export const SANDBOX_ZOHO_CLIENT_ID = '1000.SANDBOXZOHOCLIENT';
export const SANDBOX_ZOHO_CLIENT_NAME = 'Assistant Console (sandbox)';

/** The sandbox client's secret: derived from the server's secret key, so nothing has to be configured and it outlives a restart. */
export function sandboxZohoSecret(secretKey: string): string {
  return derivedSecret(secretKey, 'zoho-sandbox:client-secret').slice(0, 42);
}

/** Where the sandbox stands in for Zoho's accounts server (also the accounts-server and api_domain it names). */
export const ZOHO_SANDBOX_PATH = '/sandbox/zoho';
