import { graphql } from '../../../services/generated';
import type { HomeCompaniesQuery } from '../../../services/generated/graphql';

export const HOME_COMPANIES = graphql(`
  query HomeCompanies {
    companies {
      id
      name
      createdAt
      currentUserType
      isEnterprise
    }
  }
`);

export type HomeCompany = HomeCompaniesQuery['companies'][number];

/** Spec 9: company names are cut at 20 characters, with an ellipsis. */
export const COMPANY_NAME_LIMIT = 20;
export function truncateName(name: string, limit = COMPANY_NAME_LIMIT): string {
  const chars = [...name];
  return chars.length > limit ? `${chars.slice(0, limit).join('')}...` : name;
}
