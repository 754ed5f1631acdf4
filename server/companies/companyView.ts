import { companyAllowsIp } from '../auth/ipAllowlist';
import type { Db } from '../db/connect';
import type { UserType } from '../db/schema';

/** A company as the GraphQL type Company shows it to one caller. */
export type CompanyView = {
  id: string;
  name: string;
  createdAt: string;
  currentUserType: UserType;
  specialization: string | null;
  isEnterprise: boolean;
  hasCreditCard: boolean;
  isIpAddressAllowed: boolean;
  country: string;
  ipAllowlist: string[] | null;
};

/** The caller's companies (all of them, or one), seen from the caller's address. */
export async function companyViews(db: Db, userId: string, ip: string, onlyId?: string): Promise<CompanyView[]> {
  let query = db
    .selectFrom('company_users')
    .innerJoin('companies', 'companies.id', 'company_users.company_id')
    .select([
      'companies.id',
      'companies.name',
      'companies.created_at',
      'companies.specialization',
      'companies.is_enterprise',
      'companies.has_credit_card',
      'companies.ip_allowlist',
      'companies.country',
      'company_users.user_type',
    ])
    .where('company_users.user_id', '=', userId);
  if (onlyId !== undefined) query = query.where('companies.id', '=', onlyId);
  const rows = await query.orderBy('companies.name').orderBy('companies.id').execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    createdAt: row.created_at.toISOString(),
    currentUserType: row.user_type,
    specialization: row.specialization,
    isEnterprise: row.is_enterprise,
    hasCreditCard: row.has_credit_card,
    isIpAddressAllowed: companyAllowsIp(row.ip_allowlist, ip),
    country: row.country,
    ipAllowlist: row.user_type === 'ADMIN' ? (row.ip_allowlist ?? []) : null,
  }));
}
