/** The GraphQL endpoint of the API; its request bodies are held to the API's usual 64 KB. */
export const GRAPHQL_PATH = '/bot/graphql';

/**
 * The endpoint for the operations that carry large variables (a designer's flow, an intents
 * file): bodies up to the flow limit, from signed-in members only. Keeping them apart lets the
 * main endpoint refuse an oversized body from its Content-Length, before reading it.
 */
export const GRAPHQL_LARGE_PATH = '/bot/graphql/large';

/** The operations (by name) that the console sends to GRAPHQL_LARGE_PATH. */
export const LARGE_GRAPHQL_OPERATIONS: readonly string[] = ['SaveVersion', 'ImportIntents'];
