// @vitest-environment jsdom
import '../../testing/dom';
import { ApolloProvider } from '@apollo/client/react';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Company } from '../../../services/contracts/companies';
import type { IntegrationSummary } from '../../../services/contracts/integrationProfile';
import { createGraphqlClient } from '../../../services/graphql';
import { consoleActorsForTest } from '../../testing/consoleActors';
import { initTestI18n } from '../../testing/i18n';
import { renderRoute } from '../../testing/renderRoute';
import IntegrationProfilePage from './IntegrationProfilePage';

beforeAll(() => initTestI18n());
afterEach(cleanup);

const at = '2026-11-27T10:00:00.000Z';
const company = (id: string, name: string): Company => ({ id, name, createdAt: at, currentUserType: 'ADMIN', isEnterprise: true, isIpAddressAllowed: true, country: 'TR' });
const integration = (id: string, name: string, overrides: Partial<IntegrationSummary> = {}): IntegrationSummary => ({
  id,
  name,
  integrationType: 'Generic',
  kind: 'generic',
  status: 'ACTIVE',
  botName: 'Order assistant',
  createdAt: at,
  lastActivityAt: null,
  ...overrides,
});

function show(address: string, byCompany: Record<string, IntegrationSummary[] | 'fails'>) {
  const actors = consoleActorsForTest({
    companies: { fetchCompanies: async () => [company('c1', 'Bakery'), company('c2', 'Florist')] },
    integrationProfile: {
      integrationOverview: async ({ companyId }) => {
        const answer = byCompany[companyId];
        if (answer === 'fails') throw { kind: 'http', status: 403, body: { statusCode: 403, error: 'Forbidden', message: 'You are not a member of this company.' } };
        return { integrations: answer ?? [] };
      },
    },
  });
  const client = createGraphqlClient({ fetch: (() => Promise.reject(new Error('no GraphQL here'))) as typeof fetch });
  renderRoute(
    <ApolloProvider client={client}>
      <IntegrationProfilePage />
    </ApolloProvider>,
    { path: '/integration-profile', at: address, actors },
  );
  return userEvent.setup();
}

describe('/integration-profile', () => {
  it("lists the first company's channels with status, dates and a link to each live one's form", async () => {
    show('/integration-profile', {
      c1: [integration('ch1', 'Shop webhook', { lastActivityAt: '2026-11-28T09:00:00.000Z' }), integration('ch2', 'Old line', { kind: 'line', status: 'DELETED', botName: null })],
    });
    const table = await screen.findByRole('table', { name: "The company's channels" });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByText('Generic webhook')).toBeTruthy();
    expect(within(rows[1]!).getByText('Active')).toBeTruthy();
    expect(within(rows[1]!).queryByText('Never')).toBeNull();
    expect(within(rows[1]!).getByRole('link', { name: 'Open the form of Shop webhook' }).getAttribute('href')).toBe('/company-profile?id=c1&initial=CHANNELS&channel=ch1');
    expect(within(rows[2]!).getByText('Deleted')).toBeTruthy();
    expect(within(rows[2]!).getByText('Never')).toBeTruthy();
    expect(within(rows[2]!).queryByRole('link')).toBeNull();
  });

  it('shows another company when chosen, and says when it has no channels', async () => {
    const user = show('/integration-profile', { c1: [integration('ch1', 'Shop webhook')], c2: [] });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: /Company/ }));
    await user.click(await screen.findByRole('option', { name: 'Florist' }));
    expect(await screen.findByText('This company has no channels yet.')).toBeTruthy();
  });

  it("shows the server's words when the company's integrations cannot be read", async () => {
    show('/integration-profile?companyId=c2', { c2: 'fails' });
    expect(await screen.findByText('You are not a member of this company.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
