import type { ApolloClient } from '@apollo/client';
import type { Company, CompanyCreated, CompanyDetails, CreateCompanyInput, Invitation, Member, Success } from '../../../services/contracts/companies';
import type { DesignerRole, DesignerRoleAssignment } from '../../../services/contracts/designer';
import type { SearchHit } from '../../../services/contracts/search';

/** The companies area over GraphQL (the page's Apollo client): companies, members, invitations, designer roles. */
export type CompanyCalls = {
  fetchCompanies(signal: AbortSignal | undefined, client: ApolloClient): Promise<Company[]>;
  fetchCompany(id: string, signal: AbortSignal | undefined, client: ApolloClient): Promise<CompanyDetails>;
  createCompany(input: CreateCompanyInput, signal: AbortSignal | undefined, client: ApolloClient): Promise<CompanyCreated>;
  deleteCompany(id: string, signal: AbortSignal | undefined, client: ApolloClient): Promise<Success>;
  leaveCompany(id: string, signal: AbortSignal | undefined, client: ApolloClient): Promise<Success>;
  setIpAllowlist(input: { companyId: string; entries: string[] }, signal: AbortSignal | undefined, client: ApolloClient): Promise<CompanyDetails>;
  /** The /search page: what the caller's companies hold that matches the text (REST). */
  searchCompanies(text: string, signal?: AbortSignal): Promise<SearchHit[]>;
  fetchMembers(input: { companyId: string }, signal: AbortSignal | undefined, client: ApolloClient): Promise<{ members: Member[]; invitations: Invitation[] }>;
  inviteMember(input: { companyId: string; email: string; userType: string }, signal: AbortSignal | undefined, client: ApolloClient): Promise<Invitation>;
  revokeInvitation(id: string, signal: AbortSignal | undefined, client: ApolloClient): Promise<Success>;
  changeMemberType(input: { companyId: string; userId: string; userType: string }, signal: AbortSignal | undefined, client: ApolloClient): Promise<Member>;
  removeMember(input: { companyId: string; userId: string }, signal: AbortSignal | undefined, client: ApolloClient): Promise<Success>;
  fetchDesignerRoles(input: { companyId: string }, options: { signal?: AbortSignal; client: ApolloClient }): Promise<DesignerRoleAssignment[]>;
  setDesignerRole(
    input: { companyId: string; userId: string; designerRole: DesignerRole },
    options: { signal?: AbortSignal; client: ApolloClient },
  ): Promise<DesignerRoleAssignment>;
};
