import { integrationInstallMachine, type IntegrationInstallContext } from '../../../machines/install/integrationInstall.machine';
import { shopifyMessages } from '../../../services/contracts/installs/shopify';
import { serializeWith, type CatalogueEntry } from '../model';
import { done, failed, httpFailure, networkFailure } from './fixtures';
import { authorizeUrl } from './shopifyRedirect.model';

export const shop = 'harbour-goods.myshopify.com';
/** The query Shopify redirects to /install/shopify with. */
export const shopifyCallback = { code: 'c0de', hmac: 'f'.repeat(64), host: 'aG9zdA', shop, state: 'signed.state', timestamp: '1337178173' };
export const harbourCompany = 'company-harbour';
/** The person's companies: one they administer (the store can only go there), one they are a member of. */
export const adminCompanies = [
  { id: harbourCompany, name: 'Harbour Goods', currentUserType: 'ADMIN' },
  { id: 'company-florist', name: 'Florist', currentUserType: 'USER' },
];
export const installed = { integrationId: 'integration-1', name: 'harbour-goods', shop, reconnected: false };

export const integrationInstallModel: CatalogueEntry = {
  machine: integrationInstallMachine,
  appActions: ['openShopify', 'forgetRedirect'],
  scenarios: [
    { name: 'a name the product does not know', input: { integrationName: 'mystery', query: {} }, events: [] },
    { name: 'a commerce gateway the console cannot connect', input: { integrationName: 'ideasoft', query: { shop: 'a' } }, events: [] },
    {
      name: "an admin types the shop's address and goes to Shopify",
      input: { integrationName: 'shopify', query: {} },
      events: [
        { type: 'EDIT_SHOP', value: '' },
        { type: 'EDIT_SHOP', value: 'not a shop!' },
        { type: 'EDIT_SHOP', value: 'harbour-goods' },
        { type: 'SUBMIT' },
        done('shopifyAuthorizeUrl', { url: authorizeUrl }),
        failed('shopifyAuthorizeUrl', httpFailure(400, { message: shopifyMessages.notConfigured })),
        failed('shopifyAuthorizeUrl', networkFailure),
      ],
    },
    {
      name: 'back from Shopify: the admin chooses the company and connects the store',
      input: { integrationName: 'Shopify', query: shopifyCallback },
      events: [
        done('loadCompanies', adminCompanies),
        failed('loadCompanies', networkFailure),
        { type: 'RETRY' },
        done('loadCompanies', [{ id: 'company-florist', name: 'Florist', currentUserType: 'USER' }]),
        done('loadCompanies', [...adminCompanies, { id: 'company-second', name: 'Second shop', currentUserType: 'ADMIN' }]),
        { type: 'EDIT_NAME', value: '' },
        { type: 'EDIT_NAME', value: 'Harbour store' },
        { type: 'CHOOSE_COMPANY', companyId: harbourCompany },
        { type: 'CONNECT' },
        done('installShopify', installed),
        failed('installShopify', httpFailure(409, { message: shopifyMessages.otherCompany })),
        failed('installShopify', httpFailure(502, { message: shopifyMessages.unreachable })),
        failed('installShopify', networkFailure),
        { type: 'START_AGAIN' },
      ],
    },
  ],
  serialize: serializeWith(({ context }) => {
    const c = context as IntegrationInstallContext;
    return [c.shop, c.name, c.companies.length, c.companyId, c.callback === null, c.installed?.integrationId ?? null, c.error?.key ?? null];
  }),
};
