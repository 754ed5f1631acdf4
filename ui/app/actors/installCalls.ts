import type { Integration } from '../../../services/contracts/designerResources';
import type { ShopifyAuthorizeAnswer, ShopifyInstalled, ShopifyInstallInput } from '../../../services/contracts/installs/shopify';

type Through = { signal?: AbortSignal };

/** A company's integrations, and connecting a commerce integration (/shopify/redirect, /install/:integrationName): Shopify's authorize address and the install. */
export type InstallCalls = {
  /** The company's integrations, oldest first, without credentials. */
  companyIntegrations(input: { companyId: string }, options?: Through): Promise<Integration[]>;
  shopifyAuthorizeUrl(input: { query: Record<string, string> }, options?: Through): Promise<ShopifyAuthorizeAnswer>;
  installShopify(input: ShopifyInstallInput, options?: Through): Promise<ShopifyInstalled>;
};
