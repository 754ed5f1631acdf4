// The companies area as the console and the server exchange it (GraphQL companies, members, invitations).

export type CompanyUserType = 'ADMIN' | 'USER';

export type Company = {
  id: string;
  name: string;
  createdAt: string;
  currentUserType: string;
  isEnterprise: boolean;
  isIpAddressAllowed: boolean;
  country: string;
};

export type CompanyDetails = Company & { ipAllowlist: string[] | null };

export type Member = {
  userId: string;
  name: string;
  surname: string;
  email: string;
  userType: string;
  joinedAt: string;
};

export type Invitation = { id: string; email: string; userType: string; createdAt: string; expiresAt: string };

export type CreateCompanyInput = { name: string; country: string; requestDescription?: string; hostName?: string };

export type CompanyCreated = { id: string; name: string };

export type Success = { success: boolean; statusCode: number | null };
