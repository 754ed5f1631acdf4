// @vitest-environment jsdom
import { ApolloProvider } from '@apollo/client/react';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createGraphqlClient } from '../../../services/graphql';
import { configureHttpPolicy } from '../../../services/http';
import { clearAll, storeSession } from '../../../services/session';
import { initTestI18n } from '../../testing/i18n';
import { renderRoute } from '../../testing/renderRoute';
import HomePage from './HomePage';

beforeAll(() => initTestI18n());
const policy = { navigate: vi.fn(), toast: vi.fn(), clearStorage: vi.fn() };
beforeEach(() => {
  configureHttpPolicy(policy);
  storeSession('token-1', { id: 'u1', name: 'Ada', surname: 'Lovelace', email: 'ada@example.com' });
});
afterEach(() => {
  cleanup();
  clearAll();
  vi.clearAllMocks();
});

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderHome(answer: () => Response | Promise<Response>) {
  const fetchMock = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => answer());
  const client = createGraphqlClient({ fetch: fetchMock as unknown as typeof fetch });
  renderRoute(
    <ApolloProvider client={client}>
      <HomePage />
    </ApolloProvider>,
    { path: '/' },
  );
  return fetchMock;
}

/** As the server answers them: each object names its type (the console's selections are fragments on Company). */
const companies = [
  { __typename: 'Company', id: 'c1', name: 'Acme Retail Group International', createdAt: '2025-03-04T10:00:00.000Z', currentUserType: 'ADMIN', isEnterprise: true },
  { __typename: 'Company', id: 'c2', name: 'Beta', createdAt: '2025-05-01T10:00:00.000Z', currentUserType: 'USER', isEnterprise: false },
];

describe('home page', () => {
  it('greets the user by name and lists their companies from GraphQL, with the bearer token', async () => {
    const fetchMock = renderHome(() => json({ data: { companies } }));
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Ada' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Loading your companies..');
    expect(await screen.findByRole('heading', { name: 'Acme Retail Group In...' })).toBeTruthy();
    expect(screen.getByText('Beta')).toBeTruthy();
    expect(screen.getByText('Admin')).toBeTruthy();
    expect(screen.getByText('Pending approval')).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('/bot/graphql');
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer token-1');
    expect(String(init?.body)).toContain('companies');
  });

  it('says when the user has no company yet', async () => {
    renderHome(() => json({ data: { companies: [] } }));
    expect(await screen.findByText('You do not belong to any company yet.')).toBeTruthy();
  });

  it('links to the assistants, companies and analysis areas', () => {
    renderHome(() => json({ data: { companies: [] } }));
    expect(screen.getByRole('link', { name: /Assistants/ }).getAttribute('href')).toBe('/assistants');
    expect(screen.getByRole('link', { name: /Companies/ }).getAttribute('href')).toBe('/companies');
    expect(screen.getByRole('link', { name: /Analysis/ }).getAttribute('href')).toBe('/analysis');
  });

  it('applies the global policy to a 401 (storage cleared, back to login) and offers a retry', async () => {
    let status = 401;
    renderHome(() =>
      status === 401
        ? json({ errors: [{ message: 'You are not signed in.', extensions: { code: 'UNAUTHENTICATED', http: { status: 401 } } }] }, 401)
        : json({ data: { companies } }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe('An error occurred fetching data.');
    expect(policy.clearStorage).toHaveBeenCalled();
    expect(policy.navigate).toHaveBeenCalledWith('/login?logoutError=1');
    status = 200;
    await act(async () => userEvent.click(screen.getByRole('button', { name: 'Try again' })));
    await waitFor(() => expect(screen.getByText('Beta')).toBeTruthy());
  });

  it('shows a network failure once, with the spec text, and Retry loads again', async () => {
    let down = true;
    const fetchMock = renderHome(() => (down ? Promise.reject(new TypeError('Failed to fetch')) : json({ data: { companies } })));
    expect((await screen.findByRole('alert')).textContent).toBe('Please check your internet connection.');
    expect(policy.toast).not.toHaveBeenCalled();
    down = false;
    await act(async () => userEvent.click(screen.getByRole('button', { name: 'Try again' })));
    expect(await screen.findByText('Beta')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('shows a server failure with the spec text', async () => {
    renderHome(() => json({ message: 'down' }, 500));
    expect((await screen.findByRole('alert')).textContent).toBe('Problem in internet connection');
  });
});
