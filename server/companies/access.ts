import { isId } from '../../services/contracts/ids';
import { companyAllowsIp } from '../auth/ipAllowlist';
import type { UserType } from '../db/schema';
import { forbidden, ipNotAllowed } from '../graphql/errors';
import { graphqlMessages } from '../../services/contracts/graphqlMessages';
import { signedIn, type GraphqlContext } from '../graphql/context';

export type CompanyAccess = {
  userId: string;
  companyId: string;
  userType: UserType;
  isEnterprise: boolean;
  ipAllowlist: string[] | null;
};

/**
 * The caller's standing in a company, checked in this order: signed in (UNAUTHENTICATED),
 * member (FORBIDDEN), the company's IP allowlist (err_ip_not_allowed), ADMIN when asked (FORBIDDEN).
 */
export async function requireMember(context: GraphqlContext, companyId: string, needs: 'member' | 'admin' = 'member'): Promise<CompanyAccess> {
  const { user } = signedIn(context);
  const row = isUuid(companyId)
    ? await context.deps.db
        .selectFrom('company_users')
        .innerJoin('companies', 'companies.id', 'company_users.company_id')
        .select(['company_users.user_type', 'companies.is_enterprise', 'companies.ip_allowlist'])
        .where('company_users.company_id', '=', companyId)
        .where('company_users.user_id', '=', user.id)
        .executeTakeFirst()
    : undefined;
  if (!row) throw forbidden(graphqlMessages.notMember);
  if (!companyAllowsIp(row.ip_allowlist, context.ip)) throw ipNotAllowed();
  if (needs === 'admin' && row.user_type !== 'ADMIN') throw forbidden(graphqlMessages.notAdmin);
  return { userId: user.id, companyId, userType: row.user_type, isEnterprise: row.is_enterprise, ipAllowlist: row.ip_allowlist };
}

/** Ids of the caller's companies whose allowlist lets the caller's address in. */
export async function reachableCompanyIds(context: GraphqlContext): Promise<string[]> {
  const { user } = signedIn(context);
  const rows = await context.deps.db
    .selectFrom('company_users')
    .innerJoin('companies', 'companies.id', 'company_users.company_id')
    .select(['companies.id', 'companies.ip_allowlist'])
    .where('company_users.user_id', '=', user.id)
    .execute();
  return rows.filter((row) => companyAllowsIp(row.ip_allowlist, context.ip)).map((row) => row.id);
}

/** Whether a text can name a row (services/contracts/ids.ts). */
export function isUuid(value: string): boolean {
  return isId(value);
}
