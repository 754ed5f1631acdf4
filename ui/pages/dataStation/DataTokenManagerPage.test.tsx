// @vitest-environment jsdom
import '../../testing/dom';
import { ApolloProvider } from '@apollo/client/react';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Company } from '../../../services/contracts/companies';
import type { DataToken } from '../../../services/contracts/dataStation';
import { createGraphqlClient } from '../../../services/graphql';
import { consoleActorsForTest } from '../../testing/consoleActors';
import { en, initTestI18n } from '../../testing/i18n';
import { renderRoute } from '../../testing/renderRoute';
import DataTokenManagerPage from './DataTokenManagerPage';

beforeAll(() => initTestI18n());
afterEach(cleanup);

const t = (key: string) => en(`dataStation:${key}`);
const at = '2026-11-27T10:00:00.000Z';
const company = (id: string, name: string): Company => ({ id, name, createdAt: at, currentUserType: 'ADMIN', isEnterprise: true, isIpAddressAllowed: true, country: 'TR' });
const token = (id: string, name: string): DataToken => ({ id, name, scope: 'read', hint: 'dst_••••', expiresAt: null, createdAt: at, lastUsedAt: null });
const byCompany: Record<string, DataToken[]> = { c1: [token('t1', 'Bakery sync')], c2: [token('t2', 'Florist sync')] };

function show(address: string, companies: Company[] = [company('c1', 'Bakery'), company('c2', 'Florist')]) {
  const actors = consoleActorsForTest({
    companies: { fetchCompanies: async () => companies },
    dataStation: { listTokens: async ({ companyId }) => ({ tokens: byCompany[companyId] ?? [], canWrite: false }) },
  });
  const client = createGraphqlClient({ fetch: (() => Promise.reject(new Error('no GraphQL here'))) as typeof fetch });
  renderRoute(
    <ApolloProvider client={client}>
      <DataTokenManagerPage />
    </ApolloProvider>,
    { path: '/data-station-token-manager', at: address, actors },
  );
  return userEvent.setup();
}

describe('/data-station-token-manager', () => {
  it("shows the first company's tokens, and another company's when chosen", async () => {
    const user = show('/data-station-token-manager');
    expect(await screen.findByRole('heading', { name: t('tokens.title') })).toBeTruthy();
    expect(await screen.findByRole('rowheader', { name: 'Bakery sync' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: new RegExp(en('companies:scoped.company')) }));
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Florist' }));
    expect(await screen.findByRole('rowheader', { name: 'Florist sync' })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/data-station-token-manager?companyId=c2');
  });

  it('sends a person without a company to Companies', async () => {
    show('/data-station-token-manager', []);
    expect((await screen.findByRole('link', { name: en('companies:scoped.openCompanies') })).getAttribute('href')).toBe('/companies');
  });
});
