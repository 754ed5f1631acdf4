import { sql } from 'kysely';
import { z } from 'zod';
import { accountInfoInput } from '../../services/contracts/guide';
import { signedIn, type GraphqlContext } from '../graphql/context';
import { badInput, conflict, duplicate, forbidden } from '../graphql/errors';
import { graphqlMessages } from '../../services/contracts/graphqlMessages';
import { parseArgs } from '../graphql/parseArgs';
import { requireMember } from './access';
import { createCompanyInput } from './companyInput';
import { companyViews, type CompanyView } from './companyView';
import { deleteCompanyAndData } from './deleteCompany';
import { checkAllowlist } from './ipRules';
import type { MutationResolvers, QueryResolvers, Success } from '../graphql/generated/resolvers';

async function oneCompany(context: GraphqlContext, id: string): Promise<CompanyView> {
  const access = await requireMember(context, id);
  const [view] = await companyViews(context.deps.db, access.userId, context.ip, id);
  if (!view) throw forbidden(graphqlMessages.notMember);
  return view;
}

export const companyQueries: QueryResolvers = {
  companies: async (_, __, context) => companyViews(context.deps.db, signedIn(context).user.id, context.ip),
  company: async (_, args, context) => oneCompany(context, args.id),
};

export const companyMutations: MutationResolvers = {
  createCompany: async (_, args, context) => {
    const { user } = signedIn(context);
    const input = parseArgs(createCompanyInput, args);
    const { db, clock } = context.deps;
    return db.transaction().execute(async (tx) => {
      // One creation at a time per user, so two equal names cannot slip in side by side.
      await sql`select pg_advisory_xact_lock(hashtext(${`company-create:${user.id}`}))`.execute(tx);
      const same = await tx
        .selectFrom('company_users')
        .innerJoin('companies', 'companies.id', 'company_users.company_id')
        .select('companies.id')
        .where('company_users.user_id', '=', user.id)
        .where(sql<string>`lower(companies.name)`, '=', input.name.toLowerCase())
        .executeTakeFirst();
      if (same) throw duplicate(graphqlMessages.duplicateCompany);
      const company = await tx
        .insertInto('companies')
        .values({
          name: input.name,
          country: input.country,
          request_description: input.requestDescription,
          host_name: input.hostName,
          created_by: user.id,
          // There is no billing yet: every new company is enterprise.
          is_enterprise: true,
          ip_allowlist: null,
          created_at: clock.now(),
        })
        .returning(['id', 'name'])
        .executeTakeFirstOrThrow();
      await tx.insertInto('company_users').values({ company_id: company.id, user_id: user.id, user_type: 'ADMIN' }).execute();
      return company;
    });
  },

  createAccountInfo: async (_, args, context) => {
    const access = await requireMember(context, args.companyId);
    if (args.userId !== access.userId) throw forbidden(graphqlMessages.notYourself);
    const input = parseArgs(accountInfoInput, args);
    const values = { people_count: input.peopleCount, work_field: input.workField, job_title: input.jobTitle };
    await context.deps.db
      .insertInto('account_info')
      .values({ company_id: access.companyId, user_id: access.userId, ...values, created_at: context.deps.clock.now() })
      .onConflict((oc) => oc.columns(['company_id', 'user_id']).doUpdateSet(values))
      .execute();
    return { companyId: access.companyId, userId: access.userId, ...input };
  },

  deleteCompany: async (_, args, context): Promise<Success> => {
    await requireMember(context, args.id, 'admin');
    await deleteCompanyAndData(context.deps.db, args.id);
    return { success: true, statusCode: 200 };
  },

  leaveCompany: async (_, args, context): Promise<Success> => {
    const access = await requireMember(context, args.id);
    await context.deps.db.transaction().execute(async (tx) => {
      const admins = await tx.selectFrom('company_users').select('user_id').where('company_id', '=', access.companyId).where('user_type', '=', 'ADMIN').forUpdate().execute();
      if (access.userType === 'ADMIN' && admins.length <= 1) throw conflict(graphqlMessages.lastAdminLeave);
      await tx.deleteFrom('account_info').where('company_id', '=', access.companyId).where('user_id', '=', access.userId).execute();
      await tx.deleteFrom('company_users').where('company_id', '=', access.companyId).where('user_id', '=', access.userId).execute();
    });
    return { success: true, statusCode: 200 };
  },

  setIpAllowlist: async (_, args, context) => {
    const access = await requireMember(context, args.companyId, 'admin');
    const entries = parseArgs(z.array(z.string().max(64, 'An allowlist entry is at most 64 characters.')), args.entries);
    const checked = checkAllowlist(entries, context.ip);
    if (!checked.ok) throw badInput(checked.message);
    await context.deps.db
      .updateTable('companies')
      .set({ ip_allowlist: checked.entries.length === 0 ? null : checked.entries })
      .where('id', '=', access.companyId)
      .execute();
    return oneCompany(context, access.companyId);
  },
};
