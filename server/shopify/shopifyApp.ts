import type { AppConfig } from '../config';
import { derivedSecret } from '../secrets';

/** The app the product installs in stores: its API key (client id, public) and secret (code exchange, HMACs). */
export type ShopifyApp = { apiKey: string; apiSecret: string };

/** The sandbox's own app, which developer mode installs with. */
export const SANDBOX_SHOPIFY_API_KEY = 'sandbox0shopify0app0key000000001';
export const SANDBOX_SHOPIFY_APP_NAME = 'Assistant Console (sandbox)';

/** The sandbox app's secret: derived from the server's secret key, so nothing has to be configured. */
export function sandboxShopifySecret(secretKey: string): string {
  return derivedSecret(secretKey, 'shopify-sandbox:app-secret').slice(0, 32);
}

/** The configured app (SHOPIFY_API_KEY, SHOPIFY_API_SECRET), else the sandbox's in developer mode, else none: stores cannot be connected. */
export function shopifyApp(config: Pick<AppConfig, 'shopifyApp' | 'devMode' | 'secretKey'>): ShopifyApp | null {
  if (config.shopifyApp) return config.shopifyApp;
  return config.devMode ? { apiKey: SANDBOX_SHOPIFY_API_KEY, apiSecret: sandboxShopifySecret(config.secretKey) } : null;
}

/** Where the real shops are, and the sandbox's stand-in for them; `{shop}` is the shop's myshopify.com domain. */
export const SHOP_ADDRESS = { real: 'https://{shop}', sandboxPath: '/sandbox/shopify/{shop}' } as const;

/**
 * Where one shop's admin is: SHOPIFY_SHOP_URL with the shop put in, else the sandbox under this
 * server in developer mode, else the shop's own domain. Pointing installs at real stores is configuration.
 */
export function shopAdminBase(config: Pick<AppConfig, 'shopifyShopUrl' | 'devMode' | 'publicUrl'>, shop: string): string {
  const template = config.shopifyShopUrl ?? (config.devMode ? `${config.publicUrl}${SHOP_ADDRESS.sandboxPath}` : SHOP_ADDRESS.real);
  return template.replaceAll('{shop}', shop);
}
