import type { ApolloClient } from '@apollo/client';

/** The console's GraphQL client. */
export type GraphqlActors = {
  /** The app's one Apollo client (pages get it through ApolloProvider); loads with the first page that needs it, the same promise after. */
  client(): Promise<ApolloClient>;
};
