import type { ApolloClient, OperationVariables, TypedDocumentNode } from '@apollo/client';
import { toApiFailure } from './companies';

/**
 * One GraphQL read for a screen's resource machine: always from the network, failures
 * thrown as the ApiFailure machines read. The screen shows the failure itself, so the
 * global policy skips its toasts (it still logs out on 401 and blocks on 403).
 */
export async function readQuery<TData, TVars extends OperationVariables>(
  client: ApolloClient,
  document: TypedDocumentNode<TData, TVars>,
  variables: TVars,
  signal?: AbortSignal,
): Promise<TData> {
  try {
    const context = { ownErrors: true, fetchOptions: signal ? { signal } : {} };
    const result = await client.query({ query: document, variables, fetchPolicy: 'network-only', context } as Parameters<ApolloClient['query']>[0]);
    if (!result.data) throw new Error('empty answer');
    return result.data as TData;
  } catch (error) {
    throw toApiFailure(error);
  }
}
