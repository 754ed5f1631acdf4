import { ApolloProvider } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsoleActors } from './ConsoleActorsContext';

/** What shows while the client's code loads: the app's page-loading bar. */
function ClientLoading() {
  const { t } = useTranslation('common', { useSuspense: false });
  return <div className="page-loading" role="progressbar" aria-label={t('loading')} />;
}

type Loaded = { client: ApolloClient } | { failure: unknown } | null;

/**
 * The console's Apollo client around the children once its code has loaded (with the first
 * page that reads GraphQL). Code that cannot load (the network, a new release) goes to the
 * route's error page like any failed page load.
 */
export function ConsoleApolloProvider({ children }: { children: ReactNode }) {
  const { graphql } = useConsoleActors();
  const [loaded, setLoaded] = useState<Loaded>(null);
  useEffect(() => {
    let current = true;
    graphql.client().then(
      (client) => current && setLoaded({ client }),
      (failure: unknown) => current && setLoaded({ failure }),
    );
    return () => {
      current = false;
    };
  }, [graphql]);
  if (!loaded) return <ClientLoading />;
  if ('failure' in loaded) throw loaded.failure;
  return <ApolloProvider client={loaded.client}>{children}</ApolloProvider>;
}
