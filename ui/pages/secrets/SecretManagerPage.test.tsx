// @vitest-environment jsdom
import '../../testing/dom';
import { ApolloProvider } from '@apollo/client/react';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Company } from '../../../services/contracts/companies';
import { createGraphqlClient } from '../../../services/graphql';
import { consoleActorsForTest } from '../../testing/consoleActors';
import { en, initTestI18n } from '../../testing/i18n';
import { renderRoute } from '../../testing/renderRoute';
import SecretManagerPage from './SecretManagerPage';

beforeAll(() => initTestI18n());
afterEach(cleanup);

const at = '2026-11-27T10:00:00.000Z';
const company = (id: string, name: string): Company => ({ id, name, createdAt: at, currentUserType: 'ADMIN', isEnterprise: true, isIpAddressAllowed: true, country: 'TR' });
const secret = (id: string, name: string) => ({ id, name, description: '', hint: '••••', createdAt: at, updatedAt: at, lastUsedAt: null });
const byCompany: Record<string, ReturnType<typeof secret>[]> = { c1: [secret('s1', 'BAKERY_KEY')], c2: [secret('s2', 'FLORIST_KEY')] };

function show(address: string) {
  const actors = consoleActorsForTest({
    companies: { fetchCompanies: async () => [company('c1', 'Bakery'), company('c2', 'Florist')] },
    secrets: { listSecrets: async ({ companyId }) => ({ secrets: byCompany[companyId] ?? [], canWrite: false }) },
  });
  const client = createGraphqlClient({ fetch: (() => Promise.reject(new Error('no GraphQL here'))) as typeof fetch });
  renderRoute(
    <ApolloProvider client={client}>
      <SecretManagerPage />
    </ApolloProvider>,
    { path: '/secret-manager', at: address, actors },
  );
  return userEvent.setup();
}

describe('/secret-manager', () => {
  it("shows the first company's secrets, and another company's when chosen", async () => {
    const user = show('/secret-manager');
    expect(await screen.findByRole('rowheader', { name: 'BAKERY_KEY' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: new RegExp(en('companies:scoped.company')) }));
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Florist' }));
    expect(await screen.findByRole('rowheader', { name: 'FLORIST_KEY' })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/secret-manager?companyId=c2');
  });

  it('opens the company the address names', async () => {
    show('/secret-manager?companyId=c2');
    expect(await screen.findByRole('rowheader', { name: 'FLORIST_KEY' })).toBeTruthy();
    expect(screen.queryByRole('rowheader', { name: 'BAKERY_KEY' })).toBeNull();
  });
});
