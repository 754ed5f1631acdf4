import type { ApolloClient, OperationVariables, TypedDocumentNode } from '@apollo/client';
import { toApiFailure } from './apiFailure';

/**
 * One GraphQL call for a machine's actor: reads always from the network, failures thrown as
 * the ApiFailure machines read. The machine shows the failure itself, so the global policy
 * skips its toasts (it still logs out on 401 and blocks on 403).
 */
/** How a caller passes its abort signal and, in tests, its own client. */
export type CallOptions = { signal?: AbortSignal; client?: ApolloClient };

const ownErrors = (signal?: AbortSignal) => ({ ownErrors: true, fetchOptions: signal ? { signal } : {} });

export async function readQuery<TData, TVars extends OperationVariables>(
  client: ApolloClient,
  document: TypedDocumentNode<TData, TVars>,
  variables: TVars,
  signal?: AbortSignal,
): Promise<TData> {
  try {
    const result = await client.query({ query: document, variables, fetchPolicy: 'network-only', context: ownErrors(signal) } as Parameters<ApolloClient['query']>[0]);
    if (!result.data) throw new Error('empty answer');
    return result.data as TData;
  } catch (error) {
    throw toApiFailure(error);
  }
}

export async function runMutation<TData, TVars extends OperationVariables>(
  client: ApolloClient,
  mutation: TypedDocumentNode<TData, TVars>,
  variables: TVars,
  signal?: AbortSignal,
): Promise<TData> {
  try {
    const result = await client.mutate({ mutation, variables, context: ownErrors(signal) } as Parameters<ApolloClient['mutate']>[0]);
    if (!result.data) throw new Error('empty answer');
    return result.data as TData;
  } catch (error) {
    throw toApiFailure(error);
  }
}
