import type { GraphQLError } from 'graphql';
import { createGraphQLError } from 'graphql-yoga';

/** Texts of the GraphQL errors; the console shows them as they are. */
export const graphqlMessages = {
  unauthenticated: 'You are not signed in, or your session has expired.',
  notMember: "You don't have access to this company.",
  notAdmin: "You don't have admin permissions on this company.",
  ipNotAllowed: "Your access to this company has been blocked as your IP Address isn't in the IP Allowlist. You can contact your Administrator for further information.",
  notEnterprise: "Company status is pending on admin's permission!",
  nameEmpty: 'The field cannot be empty',
  nameShort: 'The name must be at least 2 charachters',
  nameLong: 'The name must be at most 100 characters.',
  duplicateCompany: 'There is already a company with the same name.',
  lastAdminLeave: 'You are the last admin of this company. Make another member an admin before leaving.',
  lastAdminDemote: 'The company needs at least one admin. Make another member an admin first.',
  lastAdminRemove: 'The last admin of a company cannot be removed.',
  notYourself: 'Account info can only be saved for yourself.',
  botNotFound: 'The assistant does not exist.',
  versionNotFound: 'The version does not exist.',
  notDesigner: "You don't have permission to change this assistant.",
  templateNotFound: 'The template or assistant to copy does not exist.',
  memberNotFound: 'This person is not a member of the company.',
  alreadyMember: 'This person is already a member of the company.',
  invitationNotFound: 'The invitation does not exist.',
  aiNotAvailable: 'AI training data (intents and utterances) is not stored yet, so there is nothing to transfer.',
} as const;

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
