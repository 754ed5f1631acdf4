import type { GraphQLError } from 'graphql';
import { createGraphQLError } from 'graphql-yoga';
import { graphqlMessages } from '../../services/contracts/graphqlMessages';

function fail(message: string, code: string, status: number, httpStatus?: number): GraphQLError {
  return createGraphQLError(message, {
    extensions: { code, status, ...(httpStatus === undefined ? {} : { http: { status: httpStatus } }) },
  });
}

/** No full session: HTTP 401 (the console signs out). */
export const unauthenticated = () => fail(graphqlMessages.unauthenticated, 'UNAUTHENTICATED', 401, 401);
/** Not a member, not an admin, or another company's data: HTTP 403. */
export const forbidden = (message: string) => fail(message, 'FORBIDDEN', 403, 403);
/** The company's IP allowlist does not contain the caller's address: HTTP 403 (not 401, which would sign out). */
export const ipNotAllowed = () => fail(graphqlMessages.ipNotAllowed, 'err_ip_not_allowed', 403, 403);
/** Bad input: HTTP 200 with the message for people. */
export const badInput = (message: string) => fail(message, 'BAD_USER_INPUT', 400);
export const duplicate = (message: string) => fail(message, 'DUPLICATE', 402);
export const notFound = (message: string) => fail(message, 'NOT_FOUND', 404);
/** A rule of the company stops the change (last admin, not enterprise): HTTP 200, status 409 / 403 in extensions. */
export const conflict = (message: string) => fail(message, 'CONFLICT', 409);
export const notEnterprise = () => fail(graphqlMessages.notEnterprise, 'NOT_ENTERPRISE', 403);
