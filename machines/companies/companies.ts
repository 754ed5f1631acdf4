/**
 * What the company and assistant machines send and receive, as the console's GraphQL
 * schema has it (server/graphql/schema/). The services map the GraphQL
 * answers onto these; failures arrive as ApiFailure (apiError.ts).
 */

/** Spec 3: a company's country defaults to TURKEY. */
export const DEFAULT_COUNTRY = 'TURKEY';

export type CreateCompanyRequest = { name: string; country: string; requestDescription?: string };
export type CompanyCreated = { id: string; name: string };
export type CompanyIdRequest = { id: string };
export type SuccessAnswer = { success: boolean; statusCode?: number | null };

/** The fields of a company the machines decide on (spec 3, 6). */
export type CompanySummary = { id: string; name: string; isEnterprise: boolean; currentUserType: string };

export type UserType = 'ADMIN' | 'USER';
export const USER_TYPES: readonly UserType[] = ['ADMIN', 'USER'];
