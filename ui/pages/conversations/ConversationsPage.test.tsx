// @vitest-environment jsdom
import '../../testing/dom';
import { ApolloProvider } from '@apollo/client/react';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createGraphqlClient } from '../../../services/graphql';
import { configureHttpPolicy } from '../../../services/http';
import { initTestI18n } from '../../testing/i18n';
import { renderRoute } from '../../testing/renderRoute';
import ConversationsPage from './ConversationsPage';

beforeAll(() => initTestI18n());
beforeEach(() => configureHttpPolicy({ navigate: vi.fn(), toast: vi.fn(), clearStorage: vi.fn() }));
afterEach(cleanup);

const company = (id: string, name: string, isIpAddressAllowed = true) => ({
  __typename: 'Company',
  id,
  name,
  createdAt: '2026-01-01T00:00:00.000Z',
  currentUserType: 'ADMIN',
  isEnterprise: true,
  isIpAddressAllowed,
  country: 'TURKEY',
});

function setup(at: string, { companiesFailTimes = 0 } = {}) {
  const operations: Array<{ name: string; headers: Record<string, string> }> = [];
  let companiesFailures = companiesFailTimes;
  const fetchMock = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as { operationName: string };
    operations.push({ name: body.operationName, headers: Object.fromEntries(new Headers(init?.headers).entries()) });
    if (body.operationName === 'Companies' && companiesFailures > 0) {
      companiesFailures -= 1;
      return new Response(JSON.stringify({ errors: [{ message: 'The company list is not available right now.' }] }), { headers: { 'content-type': 'application/json' } });
    }
    const data =
      body.operationName === 'Companies'
        ? { companies: [company('c1', 'Acme'), company('c2', 'Beta'), company('c3', 'Blocked', false)] }
        : {
            conversationAnalysisWithPagination: {
              __typename: 'ConversationPage',
              conversations: [],
              totalCount: 0,
              pageSize: 20,
              currentPage: 1,
              totalPages: 0,
              hasNext: false,
              hasPrevious: false,
            },
          };
    return new Response(JSON.stringify({ data }), { headers: { 'content-type': 'application/json' } });
  });
  const client = createGraphqlClient({ fetch: fetchMock as unknown as typeof fetch });
  const view = renderRoute(
    <ApolloProvider client={client}>
      <ConversationsPage />
    </ApolloProvider>,
    { path: '/conversations', at },
  );
  return { view, operations, user: userEvent.setup() };
}

describe('conversations page', () => {
  it("without a company in the address, lists the user's first reachable company at once and keeps it in the address; the filter switches", async () => {
    const { view, operations, user } = setup('/conversations');
    expect(await screen.findByText('No conversations found')).toBeTruthy();
    await waitFor(() => expect(view.location()).toBe('/conversations?companyId=c1'));
    expect(operations.find((o) => o.name === 'ConversationAnalysisWithPagination')?.headers['companyid']).toBe('c1');
    await user.click(screen.getByRole('button', { name: /Company/ }));
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toEqual(['Acme', 'Beta']);
    await user.click(screen.getByRole('option', { name: 'Beta' }));
    await waitFor(() => expect(view.location()).toBe('/conversations?companyId=c2'));
    await waitFor(() => expect(operations.filter((o) => o.name === 'ConversationAnalysisWithPagination').at(-1)?.headers['companyid']).toBe('c2'));
  });

  it('a failed company read says so (not "no company") and reads again on Try again', async () => {
    const { user } = setup('/conversations', { companiesFailTimes: 1 });
    expect((await screen.findByRole('alert')).textContent).toBe('The company list is not available right now.');
    expect(screen.queryByText('You are not a member of any company yet.')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No conversations found')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('with ?companyId= it lists that company at once', async () => {
    const { operations } = setup('/conversations?companyId=c2');
    expect(await screen.findByText('No conversations found')).toBeTruthy();
    expect(operations.find((o) => o.name === 'ConversationAnalysisWithPagination')?.headers['companyid']).toBe('c2');
  });
});
