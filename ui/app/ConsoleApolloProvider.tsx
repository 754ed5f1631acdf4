import { ApolloProvider } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useResource } from '../kit/useResource';
import type { GraphqlActors } from './actors/graphqlActors';
import { useConsoleActors } from './ConsoleActorsContext';

/** What shows while the client's code loads: the app's page-loading bar. */
function ClientLoading() {
  const { t } = useTranslation('common', { useSuspense: false });
  return <div className="page-loading" role="progressbar" aria-label={t('loading')} />;
}

/**
 * Why each client could not load, as it was thrown: the resource machine keeps only the text of
 * a failure, and the route's error page is handed the failure itself.
 */
const failures = new WeakMap<GraphqlActors, unknown>();

function loadClient(graphql: GraphqlActors): Promise<ApolloClient> {
  return graphql.client().catch((failure: unknown) => {
    failures.set(graphql, failure);
    throw failure;
  });
}

/**
 * The console's Apollo client around the children once its code has loaded (with the first
 * page that reads GraphQL), read through the resource machine. Code that cannot load (the
 * network, a new release) goes to the route's error page like any failed page load.
 */
export function ConsoleApolloProvider({ children }: { children: ReactNode }) {
  const { graphql } = useConsoleActors();
  const client = useResource('client', () => loadClient(graphql));
  if (client.status === 'failed') throw failures.get(graphql);
  if (!client.data) return <ClientLoading />;
  return <ApolloProvider client={client.data}>{children}</ApolloProvider>;
}
