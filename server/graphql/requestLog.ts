import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyBaseLogger } from 'fastify';
import { GraphQLError } from 'graphql';
import { createGraphQLError, maskError, type Plugin } from 'graphql-yoga';
import type { ServerContext } from './context';

type RequestOfOperation = { log: FastifyBaseLogger; requestId: string };

/** The request a GraphQL operation runs for, so that errors raised deep inside it can name it. */
export const graphqlRequest = new AsyncLocalStorage<RequestOfOperation>();

/** The error raised first, under graphql-js's wrappers. */
function rootCause(error: unknown): unknown {
  let cause = error;
  while (cause instanceof GraphQLError && cause.originalError) cause = cause.originalError;
  return cause;
}

const logged = new WeakSet<object>();

/**
 * Yoga's masking with the request id added: an unexpected error is logged once (with its stack,
 * under the request id) and answered as "Unexpected error." with the id as reference. Errors
 * the API raises on purpose pass unchanged.
 */
export function maskUnexpectedError(error: unknown, message: string): Error {
  const masked = maskError(error, message, false);
  if (masked === error) return masked;
  const request = graphqlRequest.getStore();
  const cause = rootCause(error);
  if (request && typeof cause === 'object' && cause !== null && !logged.has(cause)) {
    logged.add(cause);
    request.log.error({ err: cause, path: error instanceof GraphQLError ? error.path?.join('.') : undefined }, 'unexpected GraphQL error');
  }
  const requestId = request?.requestId;
  const extensions = masked instanceof GraphQLError ? masked.extensions : {};
  return createGraphQLError(requestId ? `${message} Reference: ${requestId}` : message, {
    nodes: masked instanceof GraphQLError ? masked.nodes : undefined,
    path: masked instanceof GraphQLError ? masked.path : undefined,
    extensions: { ...extensions, ...(requestId ? { requestId } : {}) },
  });
}

/** Logs every error an operation answers with (other than the unexpected ones, logged above) as a refusal with its reason. */
export function logRefusals(): Plugin<Record<string, never>, ServerContext> {
  return {
    onResultProcess({ result, serverContext }) {
      const results = Array.isArray(result) ? result : [result];
      for (const one of results) {
        if (!one || typeof one !== 'object' || !('errors' in one) || !one.errors) continue;
        for (const error of one.errors) {
          const code = (error as GraphQLError).extensions?.code;
          if (code === 'INTERNAL_SERVER_ERROR') continue;
          serverContext.req.log.info({ route: '/bot/graphql', code, path: (error as GraphQLError).path?.join('.'), reason: error.message }, 'GraphQL request refused');
        }
      }
    },
  };
}
