// @vitest-environment jsdom
import '../../testing/dom';
import { ApolloProvider } from '@apollo/client/react';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Company } from '../../../services/contracts/companies';
import { shopifyMessages, type ShopifyInstallInput } from '../../../services/contracts/installs/shopify';
import { createGraphqlClient } from '../../../services/graphql';
import { shopifyCallback } from '../../../tests/paths/models/integrationInstall.model';
import { consoleActorsForTest } from '../../testing/consoleActors';
import { initTestI18n } from '../../testing/i18n';
import { renderRoute } from '../../testing/renderRoute';
import InstallIntegrationPage from './InstallIntegrationPage';

beforeAll(() => initTestI18n());
afterEach(cleanup);

const company = (id: string, name: string, currentUserType = 'ADMIN'): Company => ({
  id,
  name,
  createdAt: '2026-11-27T10:00:00.000Z',
  currentUserType,
  isEnterprise: true,
  isIpAddressAllowed: true,
  country: 'TR',
});
const refusal = (status: number, message: string) => ({ kind: 'http', status, body: { statusCode: status, error: 'Refused', message } });

function show(at: string, options: { companies?: Company[]; install?: (input: ShopifyInstallInput) => Promise<unknown> } = {}) {
  const leave = vi.fn();
  const shopifyAuthorizeUrl = vi.fn(async () => ({ url: 'https://harbour-goods.myshopify.com/admin/oauth/authorize?client_id=app' }));
  const installShopify = vi.fn(
    options.install ?? (async (input: ShopifyInstallInput) => ({ integrationId: 'i1', name: input.name, shop: 'harbour-goods.myshopify.com', reconnected: false })),
  );
  const actors = consoleActorsForTest({
    companies: { fetchCompanies: async () => options.companies ?? [company('c1', 'Harbour Goods'), company('c2', 'Florist', 'USER')] },
    install: { shopifyAuthorizeUrl, installShopify: installShopify as never },
  });
  const client = createGraphqlClient({ fetch: (() => Promise.reject(new Error('no GraphQL here'))) as typeof fetch });
  const view = renderRoute(
    <ApolloProvider client={client}>
      <InstallIntegrationPage leave={leave} />
    </ApolloProvider>,
    { path: '/install/:integrationName', at, actors },
  );
  return { user: userEvent.setup(), leave, shopifyAuthorizeUrl, installShopify, location: view.location };
}

describe('/install/:integrationName', () => {
  it('says when the product does not know the integration, or cannot connect it from here', async () => {
    show('/install/mystery');
    expect(await screen.findByText('There is no integration called “mystery”.')).toBeTruthy();
    cleanup();
    show('/install/ideasoft?shop=x');
    expect(await screen.findByText('IdeaSoft stores cannot be connected from the console yet.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Connect IdeaSoft' })).toBeTruthy();
  });

  it("checks the shop's address, then sends the admin to Shopify", async () => {
    const { user, leave, shopifyAuthorizeUrl } = show('/install/shopify');
    await user.click(await screen.findByRole('button', { name: 'Continue to Shopify' }));
    expect(await screen.findByText("Enter your shop's address, for example your-shop.myshopify.com.")).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Store address' }), 'not a shop!');
    await user.click(screen.getByRole('button', { name: 'Continue to Shopify' }));
    expect(await screen.findByText('That is not a Shopify shop address. It looks like your-shop.myshopify.com.')).toBeTruthy();
    expect(shopifyAuthorizeUrl).not.toHaveBeenCalled();
    await user.clear(screen.getByRole('textbox', { name: 'Store address' }));
    await user.type(screen.getByRole('textbox', { name: 'Store address' }), 'harbour-goods{Enter}');
    await vi.waitFor(() => expect(leave).toHaveBeenCalledWith('https://harbour-goods.myshopify.com/admin/oauth/authorize?client_id=app'));
    expect(shopifyAuthorizeUrl).toHaveBeenCalledWith({ query: { shop: 'harbour-goods' } }, expect.anything());
  });

  it('connects the store Shopify approved to the company the admin administers', async () => {
    const { user, installShopify } = show(`/install/shopify?${new URLSearchParams(shopifyCallback)}`);
    expect(await screen.findByText('Shopify approved the app for harbour-goods.myshopify.com. Choose the company to connect the store to.')).toBeTruthy();
    const name = screen.getByRole('textbox', { name: 'Integration name' });
    expect((name as HTMLInputElement).value).toBe('harbour-goods');
    await user.clear(name);
    await user.type(name, 'Harbour store');
    await user.click(screen.getByRole('button', { name: 'Connect store' }));
    expect(await screen.findByText('Harbour store (harbour-goods.myshopify.com) is connected.')).toBeTruthy();
    // The only company the person administers was chosen for them.
    expect(installShopify).toHaveBeenCalledWith({ companyId: 'c1', name: 'Harbour store', callback: shopifyCallback }, expect.anything());
    expect(screen.getByRole('link', { name: "Open the company's integrations" }).getAttribute('href')).toBe('/company-profile?id=c1&initial=INTEGRATIONS');
  });

  it('shows a refusal in its own words and starts again without the redirect', async () => {
    const { user, location } = show(`/install/shopify?${new URLSearchParams(shopifyCallback)}`, {
      companies: [company('c1', 'Harbour Goods'), company('c3', 'Second Goods')],
      install: async () => Promise.reject(refusal(409, shopifyMessages.otherCompany)),
    });
    await user.click(await screen.findByRole('button', { name: 'Connect store' }));
    expect(await screen.findByText('Choose the company to connect the store to.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /Company/ }));
    await user.click(await screen.findByRole('option', { name: 'Second Goods' }));
    await user.click(screen.getByRole('button', { name: 'Connect store' }));
    expect(await screen.findByText('This store is already connected to another company.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Start again' }));
    expect(((await screen.findByRole('textbox', { name: 'Store address' })) as HTMLInputElement).value).toBe('harbour-goods.myshopify.com');
    expect(location()).toBe('/install/shopify');
  });

  it('tells a person who administers no company that they cannot connect a store', async () => {
    show(`/install/shopify?${new URLSearchParams(shopifyCallback)}`, { companies: [company('c2', 'Florist', 'USER')] });
    expect(await screen.findByText(/You are not an admin of any company/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Connect store' })).toBeNull();
  });
});
