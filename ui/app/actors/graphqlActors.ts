import type { ApolloClient, OperationVariables, TypedDocumentNode } from '@apollo/client';

/** The console's GraphQL client and the one-read helper a screen's resource machine uses. */
export type GraphqlActors = {
  /** The app's one Apollo client (pages get it through ApolloProvider); loads with the first page that needs it, the same promise after. */
  client(): Promise<ApolloClient>;
  /** One read from the network; failures thrown as the ApiFailure machines read (the screen shows them itself). */
  readQuery<TData, TVars extends OperationVariables>(client: ApolloClient, document: TypedDocumentNode<TData, TVars>, variables: TVars, signal?: AbortSignal): Promise<TData>;
};
