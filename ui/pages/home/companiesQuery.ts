import { gql, type TypedDocumentNode } from '@apollo/client';

export type HomeCompany = {
  id: string;
  name: string;
  createdAt: string;
  currentUserType: string;
  isEnterprise: boolean;
};

export const HOME_COMPANIES: TypedDocumentNode<{ companies: HomeCompany[] }> = gql`
  query HomeCompanies {
    companies {
      id
      name
      createdAt
      currentUserType
      isEnterprise
    }
  }
`;

/** Spec 9: company names are cut at 20 characters, with an ellipsis. */
export const COMPANY_NAME_LIMIT = 20;
export function truncateName(name: string, limit = COMPANY_NAME_LIMIT): string {
  const chars = [...name];
  return chars.length > limit ? `${chars.slice(0, limit).join('')}...` : name;
}
