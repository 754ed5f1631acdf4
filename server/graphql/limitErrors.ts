import type { GraphQLError } from 'graphql';
import { createGraphQLError } from 'graphql-yoga';

const kilobytes = (bytes: number) => `${Math.ceil(bytes / 1024)} KB`;

/** Texts of the refusals of an operation that is too big to answer; the console shows them as they are. */
export const limitMessages = {
  documentTooLong: (bytes: number, max: number) => `The query is ${kilobytes(bytes)} long; at most ${kilobytes(max)} is allowed. Send large values as variables.`,
  tooManyValues: (max: number) => `The variables hold more than ${max} values; at most ${max} are allowed.`,
  tooManyTokens: (max: number) => `The query has more than ${max} tokens; at most ${max} are allowed.`,
  tooManyAliases: (found: string, max: number) => `The query has ${found} aliases; at most ${max} are allowed.`,
  tooDeep: (found: string, max: number) => `The query is nested ${found} levels deep; at most ${max} are allowed.`,
  tooCostly: (found: string, max: number) => `The query asks for too much at once (cost ${found}); at most ${max} is allowed. Split it into smaller queries.`,
  tooManyDirectives: (found: string, max: number) => `The query has ${found} directives; at most ${max} are allowed.`,
  tooSlow: (seconds: number) => `The request took longer than ${seconds} seconds and was stopped. Try again later.`,
} as const;

/**
 * Refused before anything runs: HTTP 413 for a document that is too long; 400 otherwise (as for
 * any invalid document, 200 when the client accepts only application/json).
 */
export function limitExceeded(message: string, httpStatus = 400): GraphQLError {
  return createGraphQLError(message, { extensions: { code: 'QUERY_TOO_LARGE', status: httpStatus, http: { status: httpStatus } } });
}

/** Stopped while it ran: HTTP 503. */
export function operationTooSlow(seconds: number): GraphQLError {
  return createGraphQLError(limitMessages.tooSlow(seconds), { extensions: { code: 'OPERATION_TIMEOUT', status: 503, http: { status: 503 } } });
}
