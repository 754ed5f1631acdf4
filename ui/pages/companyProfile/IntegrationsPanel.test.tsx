// @vitest-environment jsdom
import '../../testing/dom';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Integration } from '../../../services/contracts/designerResources';
import { consoleActorsForTest } from '../../testing/consoleActors';
import { initTestI18n } from '../../testing/i18n';
import { renderRoute } from '../../testing/renderRoute';
import { IntegrationsPanel } from './IntegrationsPanel';

beforeAll(() => initTestI18n());
afterEach(cleanup);

const shopify: Integration = { _id: 'i1', name: 'Harbour store', type: 'SHOPIFY', properties: { shopDomain: 'harbour-goods.myshopify.com', scopes: 'write_orders' } };
const genesys: Integration = { _id: 'i2', name: 'Contact center', type: 'GENESYS', properties: { region: 'eu-central-1', departments: [{ id: 'd', name: 'Sales' }] } };

function show(canEdit: boolean, answers: (() => Promise<Integration[]>)[]) {
  const companyIntegrations = vi.fn(() => (answers.shift() ?? (() => Promise.reject(new Error('no more answers'))))());
  renderRoute(<IntegrationsPanel companyId="c1" canEdit={canEdit} />, { path: '/company-profile', actors: consoleActorsForTest({ install: { companyIntegrations } }) });
  return { user: userEvent.setup(), companyIntegrations };
}

describe("the company profile's INTEGRATIONS tab", () => {
  it("lists the company's integrations with their readable settings, and offers an admin to connect a store", async () => {
    const { companyIntegrations } = show(true, [async () => [shopify, genesys]]);
    const table = await screen.findByRole('table', { name: "The company's integrations" });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'Harbour storeSHOPIFYshopDomain: harbour-goods.myshopify.com, scopes: write_orders',
      'Contact centerGENESYSregion: eu-central-1',
    ]);
    expect(companyIntegrations).toHaveBeenCalledWith({ companyId: 'c1' }, expect.anything());
    expect(screen.getByRole('link', { name: 'Connect a Shopify store' }).getAttribute('href')).toBe('/install/shopify');
  });

  it('says when nothing is connected, and offers no connection to a member who is not an admin', async () => {
    show(false, [async () => []]);
    expect(await screen.findByText('No integration is connected yet.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Connect a Shopify store' })).toBeNull();
  });

  it('reads again after a failure', async () => {
    const { user } = show(false, [() => Promise.reject({ kind: 'network' }), async () => [shopify]]);
    await user.click(await screen.findByRole('button', { name: /try again|retry/i }));
    expect(await screen.findByText('Harbour store')).toBeTruthy();
  });
});
