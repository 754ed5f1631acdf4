// @vitest-environment jsdom
import '../../testing/dom';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { shopifyMessages } from '../../../services/contracts/installs/shopify';
import { consoleActorsForTest } from '../../testing/consoleActors';
import { initTestI18n } from '../../testing/i18n';
import { renderRoute } from '../../testing/renderRoute';
import ShopifyRedirectPage from './ShopifyRedirectPage';

beforeAll(() => initTestI18n());
afterEach(cleanup);

function show(at: string, answers: (() => Promise<{ url: string }>)[]) {
  const leave = vi.fn();
  const shopifyAuthorizeUrl = vi.fn(() => (answers.shift() ?? (() => Promise.reject(new Error('no more answers'))))());
  const actors = consoleActorsForTest({ install: { shopifyAuthorizeUrl } });
  const view = renderRoute(<ShopifyRedirectPage leave={leave} />, { path: '/shopify/redirect', at, actors, routes: [{ path: '/Error', element: <p>error page</p> }] });
  return { user: userEvent.setup(), leave, shopifyAuthorizeUrl, location: view.location };
}

describe('/shopify/redirect', () => {
  it("sends the merchant on to the shop's install page with Shopify's query", async () => {
    const { leave, shopifyAuthorizeUrl } = show('/shopify/redirect?shop=harbour-goods.myshopify.com&timestamp=1&hmac=ab', [
      async () => ({ url: 'https://harbour-goods.myshopify.com/admin/oauth/authorize' }),
    ]);
    expect(screen.getByText('Taking you to your Shopify store...')).toBeTruthy();
    await vi.waitFor(() => expect(leave).toHaveBeenCalledWith('https://harbour-goods.myshopify.com/admin/oauth/authorize'));
    expect(shopifyAuthorizeUrl).toHaveBeenCalledWith({ query: { shop: 'harbour-goods.myshopify.com', timestamp: '1', hmac: 'ab' } }, expect.anything());
  });

  it('goes to the error page without a shop', async () => {
    const { location } = show('/shopify/redirect', []);
    expect(await screen.findByText('error page')).toBeTruthy();
    expect(location()).toBe('/Error');
  });

  it('shows a refusal in its words, and tries again', async () => {
    const refused = { kind: 'http', status: 400, body: { statusCode: 400, error: 'Bad Request', message: shopifyMessages.signatureRefused } };
    const { user, leave } = show('/shopify/redirect?shop=harbour-goods&hmac=forged', [() => Promise.reject(refused), async () => ({ url: 'https://shop/authorize' })]);
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'This address was not signed by Shopify. Start the installation again from your Shopify admin.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await vi.waitFor(() => expect(leave).toHaveBeenCalledWith('https://shop/authorize'));
  });
});
