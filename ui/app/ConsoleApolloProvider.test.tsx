// @vitest-environment jsdom
import '../testing/dom';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useRouteError } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { consoleActorsForTest, WithActors } from '../testing/consoleActors';
import { ConsoleApolloProvider } from './ConsoleApolloProvider';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** A client that never reaches a server: the tests only look at which client a page gets. */
const offline = () => new ApolloClient({ cache: new InMemoryCache(), link: ApolloLink.empty() });

/** A page that reads GraphQL: it names the client it was given. */
function Page({ expected }: { expected: ApolloClient }) {
  const client = useApolloClient();
  return <p>{client === expected ? 'the console’s client' : 'another client'}</p>;
}

/** The route's error page: what was thrown while the route rendered. */
function RouteErrorPage() {
  const error = useRouteError();
  return <p role="alert">{error instanceof Error ? error.message : 'unknown failure'}</p>;
}

function renderProvider(client: () => Promise<ApolloClient>, expected: ApolloClient) {
  const router = createMemoryRouter([
    {
      path: '/',
      errorElement: <RouteErrorPage />,
      element: (
        <ConsoleApolloProvider>
          <Page expected={expected} />
        </ConsoleApolloProvider>
      ),
    },
  ]);
  render(
    <WithActors actors={consoleActorsForTest({ graphql: { client } })}>
      <RouterProvider router={router} />
    </WithActors>,
  );
}

describe('ConsoleApolloProvider', () => {
  it('shows the loading bar while the client loads, then the page with that client', async () => {
    const client = offline();
    let loaded: (client: ApolloClient) => void = () => undefined;
    const load = vi.fn(() => new Promise<ApolloClient>((resolve) => (loaded = resolve)));
    renderProvider(load, client);
    expect(screen.getByRole('progressbar')).toBeTruthy();
    expect(screen.queryByText('the console’s client')).toBeNull();
    await act(async () => loaded(client));
    expect(await screen.findByText('the console’s client')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('hands a client that cannot load to the route’s error page, the failure as it was thrown', async () => {
    const client = offline();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderProvider(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')), client);
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to fetch dynamically imported module');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
