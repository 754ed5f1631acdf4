import type { Plugin } from 'graphql-yoga';
import { documentLengthLimit } from './documentLength';
import { operationDeadline } from './operationDeadline';
import { queryShapeLimits, type QueryShapeLimits } from './queryShapeLimits';
import { variableValuesLimit } from './variableValues';

export type GraphqlLimitValues = QueryShapeLimits & { documentBytes: number; variableValues: number; seconds: number };

/**
 * The console's own operations (services/, ui/) use at most 89 tokens, no alias, depth 3 (fragments included),
 * cost 44, no directive and 693 bytes; GraphiQL's introspection query 184 tokens and 2 KB
 * (its depth and cost are not counted). The limits leave room above both and stay far below
 * what slows the server. Tokens also bound memory: Yoga keeps the last 1024 parsed documents,
 * about 150 KB each at 500 tokens. The longest provider call an operation waits for is 20 s.
 */
export const graphqlLimitValues: GraphqlLimitValues = {
  documentBytes: 32 * 1024,
  /** The largest the console sends: an import of 5,000 intent rows (15,001 values); a flow travels as one text. */
  variableValues: 20_000,
  tokens: 500,
  aliases: 30,
  depth: 10,
  cost: 1000,
  directives: 10,
  seconds: 30,
};

/** Limits checked before a GraphQL operation runs (document length, variables, tokens, aliases, depth, cost, directives) and while it runs (time). */
export function graphqlLimits(values: GraphqlLimitValues = graphqlLimitValues): Plugin[] {
  return [documentLengthLimit(values.documentBytes), variableValuesLimit(values.variableValues), ...queryShapeLimits(values), operationDeadline(values.seconds)];
}
