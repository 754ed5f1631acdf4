import { ApolloClient, ApolloLink, CombinedGraphQLErrors, HttpLink, InMemoryCache, ServerError, ServerParseError } from '@apollo/client';
import { ErrorLink } from '@apollo/client/link/error';
import { SetContextLink } from '@apollo/client/link/context';
import { readErrorBody } from './errorBodies';
import { applyPolicy, type CallFailure } from './http';
import { policyFor } from './httpPolicy';
import { GRAPHQL_LARGE_PATH, GRAPHQL_PATH, LARGE_GRAPHQL_OPERATIONS } from './contracts/graphqlPaths';
import { getToken } from './session';

export { GRAPHQL_PATH };

/** GraphQL error codes that mean the same as an HTTP status. */
const CODE_STATUS: Record<string, number> = { UNAUTHENTICATED: 401, FORBIDDEN: 403 };

/** What a failed GraphQL operation means for the one global network policy (spec 8). */
export function graphqlFailure(error: unknown): CallFailure {
  if (ServerError.is(error) || ServerParseError.is(error)) {
    let data: unknown;
    try {
      data = JSON.parse(error.bodyText);
    } catch {
      data = undefined;
    }
    return { kind: 'http', status: error.statusCode, body: readErrorBody(error.statusCode, data) };
  }
  if (CombinedGraphQLErrors.is(error)) {
    for (const e of error.errors) {
      const ext = e.extensions ?? {};
      const http = ext['http'] as { status?: unknown } | undefined;
      // A refused operation with a permission code (405-408) is not a blocked access: the form says it.
      const permission = typeof ext['permissionCode'] === 'number' ? ext['permissionCode'] : undefined;
      const status = permission ?? (typeof http?.status === 'number' ? http.status : CODE_STATUS[String(ext['code'] ?? '')]);
      if (status) return { kind: 'http', status, body: { statusCode: status, error: String(ext['code'] ?? ''), message: e.message } };
    }
    return { kind: 'http', status: 400, body: { statusCode: 400, error: 'GRAPHQL', message: error.message } };
  }
  return { kind: 'network' };
}

/** The companyID header comes from the page's query string, as for REST calls. */
function companyIdFromLocation(): string | null {
  if (typeof window === 'undefined') return null;
  const params = new URLSearchParams(window.location.search);
  return params.get('companyId') ?? params.get('companyID');
}

export type GraphqlClientOptions = { uri?: string; fetch?: typeof fetch };

/** The large-body endpoint beside a GraphQL address: same origin, GRAPHQL_LARGE_PATH. */
function largeUriBeside(uri: string): string {
  return uri.endsWith(GRAPHQL_PATH) ? `${uri.slice(0, -GRAPHQL_PATH.length)}${GRAPHQL_LARGE_PATH}` : uri;
}

export function createGraphqlClient({ uri = GRAPHQL_PATH, fetch: fetchImpl }: GraphqlClientOptions = {}): ApolloClient {
  const largeUri = largeUriBeside(uri);
  const headers = new SetContextLink((prev) => {
    const token = getToken();
    const companyId = companyIdFromLocation();
    return {
      headers: {
        ...(prev['headers'] as Record<string, string> | undefined),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(companyId ? { companyID: companyId } : {}),
      },
    };
  });
  const policy = new ErrorLink(({ error, operation }) => {
    const outcome = policyFor(graphqlFailure(error));
    // Operations that report their own failures (context ownErrors) skip the generic toasts only.
    if (operation.getContext()['ownErrors'] && outcome.kind === 'toast') return;
    applyPolicy(outcome);
  });
  return new ApolloClient({
    link: ApolloLink.from([
      policy,
      headers,
      new HttpLink({ uri: (operation) => (LARGE_GRAPHQL_OPERATIONS.includes(operation.operationName ?? '') ? largeUri : uri), ...(fetchImpl ? { fetch: fetchImpl } : {}) }),
    ]),
    cache: new InMemoryCache(),
  });
}

let client: ApolloClient | null = null;

/** The app's one Apollo Client, created on first use. */
export function graphqlClient(): ApolloClient {
  client ??= createGraphqlClient();
  return client;
}
