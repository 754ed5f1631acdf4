import { CombinedGraphQLErrors, gql, type ApolloClient, type TypedDocumentNode } from '@apollo/client';
import type { ApiFailure } from './contracts/common';
import { graphqlClient, graphqlFailure } from './graphql';
import type { Company, CompanyCreated, CompanyDetails, CompanyUserType, CreateCompanyInput, Invitation, Member, Success } from './contracts/companies';

export type { Company, CompanyCreated, CompanyDetails, CompanyUserType, CreateCompanyInput, Invitation, Member, Success };

/**
 * The companies area over GraphQL (services/contracts/consoleSchema.ts): documents,
 * types, and promise functions ready for `fromPromise(({ input, signal }) => ...)`.
 * Every failure is thrown as an ApiFailure, so machines branch on 402/403/500.
 */

const COMPANY_FIELDS = `
  id
  name
  createdAt
  currentUserType
  isEnterprise
  isIpAddressAllowed
  country
`;

export const COMPANIES: TypedDocumentNode<{ companies: Company[] }> = gql`
  query Companies {
    companies {
      ${COMPANY_FIELDS}
    }
  }
`;

export const COMPANY: TypedDocumentNode<{ company: CompanyDetails }, { id: string }> = gql`
  query Company($id: ID!) {
    company(id: $id) {
      ${COMPANY_FIELDS}
      ipAllowlist
    }
  }
`;

export const MEMBERS: TypedDocumentNode<{ members: Member[]; invitations: Invitation[] }, { companyId: string }> = gql`
  query CompanyMembers($companyId: ID!) {
    members(companyId: $companyId) {
      userId
      name
      surname
      email
      userType
      joinedAt
    }
    invitations(companyId: $companyId) {
      id
      email
      userType
      createdAt
      expiresAt
    }
  }
`;

const CREATE_COMPANY: TypedDocumentNode<{ createCompany: CompanyCreated }, CreateCompanyInput> = gql`
  mutation CreateCompany($name: String!, $country: String!, $requestDescription: String, $hostName: String) {
    createCompany(name: $name, country: $country, requestDescription: $requestDescription, hostName: $hostName) {
      id
      name
    }
  }
`;

const DELETE_COMPANY: TypedDocumentNode<{ deleteCompany: Success }, { id: string }> = gql`
  mutation DeleteCompany($id: ID!) {
    deleteCompany(id: $id) {
      success
      statusCode
    }
  }
`;

const LEAVE_COMPANY: TypedDocumentNode<{ leaveCompany: Success }, { id: string }> = gql`
  mutation LeaveCompany($id: ID!) {
    leaveCompany(id: $id) {
      success
      statusCode
    }
  }
`;

const SET_IP_ALLOWLIST: TypedDocumentNode<{ setIpAllowlist: CompanyDetails }, { companyId: string; entries: string[] }> = gql`
  mutation SetIpAllowlist($companyId: ID!, $entries: [String!]!) {
    setIpAllowlist(companyId: $companyId, entries: $entries) {
      ${COMPANY_FIELDS}
      ipAllowlist
    }
  }
`;

const INVITE_MEMBER: TypedDocumentNode<{ inviteMember: Invitation }, { companyId: string; email: string; userType: string }> = gql`
  mutation InviteMember($companyId: ID!, $email: String!, $userType: String!) {
    inviteMember(companyId: $companyId, email: $email, userType: $userType) {
      id
      email
      userType
      createdAt
      expiresAt
    }
  }
`;

const REVOKE_INVITATION: TypedDocumentNode<{ revokeInvitation: Success }, { id: string }> = gql`
  mutation RevokeInvitation($id: ID!) {
    revokeInvitation(id: $id) {
      success
      statusCode
    }
  }
`;

const CHANGE_MEMBER_TYPE: TypedDocumentNode<{ changeMemberType: Member }, { companyId: string; userId: string; userType: string }> = gql`
  mutation ChangeMemberType($companyId: ID!, $userId: ID!, $userType: String!) {
    changeMemberType(companyId: $companyId, userId: $userId, userType: $userType) {
      userId
      name
      surname
      email
      userType
      joinedAt
    }
  }
`;

const REMOVE_MEMBER: TypedDocumentNode<{ removeMember: Success }, { companyId: string; userId: string }> = gql`
  mutation RemoveMember($companyId: ID!, $userId: ID!) {
    removeMember(companyId: $companyId, userId: $userId) {
      success
      statusCode
    }
  }
`;

/** GraphQL error codes that stand for an HTTP status (the server also sends extensions.http.status). */
const CODE_STATUS: Record<string, number> = {
  BAD_USER_INPUT: 400,
  GRAPHQL_VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  PAYMENT_REQUIRED: 402,
  DUPLICATE: 402,
  CONFLICT: 409,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  INTERNAL_SERVER_ERROR: 500,
};

function statusOf(extensions: Record<string, unknown>): number | undefined {
  const http = extensions['http'] as { status?: unknown } | undefined;
  if (typeof http?.status === 'number') return http.status;
  if (typeof extensions['status'] === 'number') return extensions['status'];
  if (typeof extensions['statusCode'] === 'number') return extensions['statusCode'];
  return CODE_STATUS[String(extensions['code'] ?? '')];
}

/** Turns what Apollo threw into the ApiFailure machines understand (spec 8 statuses). */
export function toApiFailure(error: unknown): ApiFailure {
  if (CombinedGraphQLErrors.is(error)) {
    for (const e of error.errors) {
      const extensions = (e.extensions ?? {}) as Record<string, unknown>;
      const status = statusOf(extensions);
      if (status) {
        const cause = typeof extensions['cause'] === 'string' ? extensions['cause'] : undefined;
        return {
          kind: 'http',
          status,
          body: { statusCode: status, error: String(extensions['code'] ?? ''), message: e.message, ...(cause ? { cause } : {}) },
        };
      }
    }
    const message = error.errors[0]?.message ?? error.message;
    return { kind: 'http', status: 400, body: { statusCode: 400, error: 'GRAPHQL', message } };
  }
  return graphqlFailure(error);
}

/** Failures the calling machine reports itself: the global policy still logs out on 401 and blocks on 403. */
const ownErrors = (signal?: AbortSignal) => ({ ownErrors: true, fetchOptions: signal ? { signal } : {} });

async function mutate<TData, TVars extends Record<string, unknown>>(
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

async function query<TData, TVars extends Record<string, unknown>>(
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

export async function fetchCompanies(signal?: AbortSignal, client = graphqlClient()): Promise<Company[]> {
  return (await query(client, COMPANIES, {}, signal)).companies;
}

export async function fetchCompany(id: string, signal?: AbortSignal, client = graphqlClient()): Promise<CompanyDetails> {
  return (await query(client, COMPANY, { id }, signal)).company;
}

export async function createCompany(input: CreateCompanyInput, signal?: AbortSignal, client = graphqlClient()): Promise<CompanyCreated> {
  return (await mutate(client, CREATE_COMPANY, input, signal)).createCompany;
}

export async function deleteCompany(id: string, signal?: AbortSignal, client = graphqlClient()): Promise<Success> {
  return (await mutate(client, DELETE_COMPANY, { id }, signal)).deleteCompany;
}

export async function leaveCompany(id: string, signal?: AbortSignal, client = graphqlClient()): Promise<Success> {
  return (await mutate(client, LEAVE_COMPANY, { id }, signal)).leaveCompany;
}

export async function setIpAllowlist(
  input: { companyId: string; entries: string[] },
  signal?: AbortSignal,
  client = graphqlClient(),
): Promise<CompanyDetails> {
  return (await mutate(client, SET_IP_ALLOWLIST, input, signal)).setIpAllowlist;
}

export async function inviteMember(
  input: { companyId: string; email: string; userType: string },
  signal?: AbortSignal,
  client = graphqlClient(),
): Promise<Invitation> {
  return (await mutate(client, INVITE_MEMBER, input, signal)).inviteMember;
}

export async function revokeInvitation(id: string, signal?: AbortSignal, client = graphqlClient()): Promise<Success> {
  return (await mutate(client, REVOKE_INVITATION, { id }, signal)).revokeInvitation;
}

export async function changeMemberType(
  input: { companyId: string; userId: string; userType: string },
  signal?: AbortSignal,
  client = graphqlClient(),
): Promise<Member> {
  return (await mutate(client, CHANGE_MEMBER_TYPE, input, signal)).changeMemberType;
}

export async function removeMember(
  input: { companyId: string; userId: string },
  signal?: AbortSignal,
  client = graphqlClient(),
): Promise<Success> {
  return (await mutate(client, REMOVE_MEMBER, input, signal)).removeMember;
}
