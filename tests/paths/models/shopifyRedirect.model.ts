import { shopifyRedirectMachine, type ShopifyRedirectContext } from '../../../machines/install/shopifyRedirect.machine';
import { shopifyMessages } from '../../../services/contracts/installs/shopify';
import { serializeWith, type CatalogueEntry } from '../model';
import { done, failed, httpFailure, networkFailure } from './fixtures';

export const authorizeUrl = 'https://harbour-goods.myshopify.com/admin/oauth/authorize?client_id=app&scope=write_orders&state=s';

export const shopifyRedirectModel: CatalogueEntry = {
  machine: shopifyRedirectMachine,
  appActions: ['openShopify', 'showErrorPage'],
  scenarios: [
    { name: 'Shopify sends the merchant without a shop', input: { query: {} }, events: [] },
    {
      name: "Shopify sends the merchant on to the shop's install page",
      input: { query: { shop: 'harbour-goods.myshopify.com', timestamp: '1337178173', hmac: 'abc' } },
      events: [
        done('shopifyAuthorizeUrl', { url: authorizeUrl }),
        failed('shopifyAuthorizeUrl', httpFailure(400, { message: shopifyMessages.signatureRefused })),
        failed('shopifyAuthorizeUrl', networkFailure),
        { type: 'RETRY' },
      ],
    },
  ],
  serialize: serializeWith(({ context }) => {
    const c = context as ShopifyRedirectContext;
    return [c.error?.key ?? null];
  }),
};
