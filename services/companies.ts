import { graphql } from './generated';
import type { ChangeMemberTypeMutationVariables, InviteMemberMutationVariables, RemoveMemberMutationVariables, SetIpAllowlistMutationVariables } from './generated/graphql';
import { graphqlClient } from './graphql';
import { readQuery as query, runMutation as mutate } from './graphqlCalls';
import type { Company, CompanyCreated, CompanyDetails, CompanyUserType, CreateCompanyInput, Invitation, Member, Success } from './contracts/companies';

export type { Company, CompanyCreated, CompanyDetails, CompanyUserType, CreateCompanyInput, Invitation, Member, Success };

/**
 * The companies area over GraphQL (server/graphql/schema/): typed documents (services/generated),
 * their answers' types, and promise functions ready for `fromPromise(({ input, signal }) => ...)`.
 * Every failure is thrown as an ApiFailure, so machines branch on 402/403/500.
 */

/** A company as the companies page and the filters show it. */
export const COMPANY_FIELDS = graphql(`
  fragment CompanyFields on Company {
    id
    name
    createdAt
    currentUserType
    isEnterprise
    isIpAddressAllowed
    country
  }
`);

/** A company as its profile shows it: with its IP allowlist. */
export const COMPANY_DETAILS_FIELDS = graphql(`
  fragment CompanyDetailsFields on Company {
    ...CompanyFields
    ipAllowlist
  }
`);

/** A member of a company, as the members tab lists it. */
export const MEMBER_FIELDS = graphql(`
  fragment MemberFields on Member {
    userId
    name
    surname
    email
    userType
    joinedAt
  }
`);

/** A pending invitation to a company, as the members tab lists it. */
export const INVITATION_FIELDS = graphql(`
  fragment InvitationFields on Invitation {
    id
    email
    userType
    createdAt
    expiresAt
  }
`);

/** Whether a change was made: the answer of every mutation that returns no object (the AI data's too). */
export const SUCCESS_FIELDS = graphql(`
  fragment SuccessFields on Success {
    success
    statusCode
  }
`);

export const COMPANIES = graphql(`
  query Companies {
    companies {
      ...CompanyFields
    }
  }
`);

export const COMPANY = graphql(`
  query Company($id: ID!) {
    company(id: $id) {
      ...CompanyDetailsFields
    }
  }
`);

export const MEMBERS = graphql(`
  query CompanyMembers($companyId: ID!) {
    members(companyId: $companyId) {
      ...MemberFields
    }
    invitations(companyId: $companyId) {
      ...InvitationFields
    }
  }
`);

const CREATE_COMPANY = graphql(`
  mutation CreateCompany($name: String!, $country: String!, $requestDescription: String, $hostName: String) {
    createCompany(name: $name, country: $country, requestDescription: $requestDescription, hostName: $hostName) {
      id
      name
    }
  }
`);

const DELETE_COMPANY = graphql(`
  mutation DeleteCompany($id: ID!) {
    deleteCompany(id: $id) {
      ...SuccessFields
    }
  }
`);

const LEAVE_COMPANY = graphql(`
  mutation LeaveCompany($id: ID!) {
    leaveCompany(id: $id) {
      ...SuccessFields
    }
  }
`);

const SET_IP_ALLOWLIST = graphql(`
  mutation SetIpAllowlist($companyId: ID!, $entries: [String!]!) {
    setIpAllowlist(companyId: $companyId, entries: $entries) {
      ...CompanyDetailsFields
    }
  }
`);

const INVITE_MEMBER = graphql(`
  mutation InviteMember($companyId: ID!, $email: String!, $userType: String!) {
    inviteMember(companyId: $companyId, email: $email, userType: $userType) {
      ...InvitationFields
    }
  }
`);

const REVOKE_INVITATION = graphql(`
  mutation RevokeInvitation($id: ID!) {
    revokeInvitation(id: $id) {
      ...SuccessFields
    }
  }
`);

const CHANGE_MEMBER_TYPE = graphql(`
  mutation ChangeMemberType($companyId: ID!, $userId: ID!, $userType: String!) {
    changeMemberType(companyId: $companyId, userId: $userId, userType: $userType) {
      ...MemberFields
    }
  }
`);

const REMOVE_MEMBER = graphql(`
  mutation RemoveMember($companyId: ID!, $userId: ID!) {
    removeMember(companyId: $companyId, userId: $userId) {
      ...SuccessFields
    }
  }
`);

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

export async function setIpAllowlist(input: SetIpAllowlistMutationVariables, signal?: AbortSignal, client = graphqlClient()): Promise<CompanyDetails> {
  return (await mutate(client, SET_IP_ALLOWLIST, input, signal)).setIpAllowlist;
}

export async function inviteMember(input: InviteMemberMutationVariables, signal?: AbortSignal, client = graphqlClient()): Promise<Invitation> {
  return (await mutate(client, INVITE_MEMBER, input, signal)).inviteMember;
}

export async function revokeInvitation(id: string, signal?: AbortSignal, client = graphqlClient()): Promise<Success> {
  return (await mutate(client, REVOKE_INVITATION, { id }, signal)).revokeInvitation;
}

export async function changeMemberType(input: ChangeMemberTypeMutationVariables, signal?: AbortSignal, client = graphqlClient()): Promise<Member> {
  return (await mutate(client, CHANGE_MEMBER_TYPE, input, signal)).changeMemberType;
}

export async function removeMember(input: RemoveMemberMutationVariables, signal?: AbortSignal, client = graphqlClient()): Promise<Success> {
  return (await mutate(client, REMOVE_MEMBER, input, signal)).removeMember;
}
