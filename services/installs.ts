import type { KyInstance } from 'ky';
import type { Integration } from './contracts/designerResources';
import {
  authorizeAnswer,
  installAnswer,
  SHOPIFY_AUTHORIZE_API,
  SHOPIFY_INSTALL_API,
  type ShopifyAuthorizeAnswer,
  type ShopifyInstalled,
  type ShopifyInstallInput,
} from './contracts/installs/shopify';
import { integrationViews } from './contracts/rest/designerDataAnswers';
import { restRead } from './designerData/rest';
import { http } from './http';

type Call = { signal?: AbortSignal };

/**
 * A company's commerce integrations: the list (without credentials), and connecting a Shopify
 * store (services/contracts/installs/shopify.ts): the shop's authorize address, and the install
 * with Shopify's redirect. The install pages show their failures themselves (stayOnPage);
 * failures are thrown as ApiFailure.
 */
export function createInstallCalls(client: KyInstance = http) {
  return {
    companyIntegrations: ({ companyId }: { companyId: string }, { signal }: Call = {}): Promise<Integration[]> =>
      restRead(client, '/bot/api/integrations/retrieve', integrationViews, { company: companyId, noCache: true, ...(signal ? { signal } : {}) }),
    shopifyAuthorizeUrl: ({ query }: { query: Record<string, string> }, { signal }: Call = {}): Promise<ShopifyAuthorizeAnswer> =>
      restRead(client, SHOPIFY_AUTHORIZE_API, authorizeAnswer, { searchParams: query, noCache: true, stayOnPage: true, ...(signal ? { signal } : {}) }),
    installShopify: (input: ShopifyInstallInput, { signal }: Call = {}): Promise<ShopifyInstalled> =>
      restRead(client, SHOPIFY_INSTALL_API, installAnswer, { method: 'post', json: input, stayOnPage: true, ...(signal ? { signal } : {}) }),
  };
}
