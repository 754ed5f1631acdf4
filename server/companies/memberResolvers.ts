import { createInvitation } from '../auth/invitations';
import { normalizeEmail } from '../auth/users';
import type { UserType } from '../db/schema';
import type { GraphqlContext } from '../graphql/context';
import { signedIn } from '../graphql/context';
import { conflict, forbidden, notFound } from '../graphql/errors';
import { graphqlMessages } from '../../services/contracts/graphqlMessages';
import { parseArgs } from '../graphql/parseArgs';
import { invitationMail } from '../mail/messages';
import { isUuid, requireMember } from './access';
import { emailInput, invitationTypeInput, userTypeInput } from './companyInput';
import type { MutationResolvers, QueryResolvers } from '../graphql/generated/resolvers';

type MemberView = { userId: string; name: string; surname: string; email: string; userType: UserType; joinedAt: string };

async function memberList(context: GraphqlContext, companyId: string, onlyUserId?: string): Promise<MemberView[]> {
  let query = context.deps.db
    .selectFrom('company_users')
    .innerJoin('users', 'users.id', 'company_users.user_id')
    .leftJoin('account_info', (join) => join.onRef('account_info.company_id', '=', 'company_users.company_id').onRef('account_info.user_id', '=', 'company_users.user_id'))
    .select(['users.id', 'users.name', 'users.surname', 'users.email', 'users.created_at', 'company_users.user_type', 'account_info.created_at as info_at'])
    .where('company_users.company_id', '=', companyId);
  if (onlyUserId !== undefined) query = query.where('users.id', '=', onlyUserId);
  const rows = await query.orderBy('users.name').orderBy('users.surname').orderBy('users.id').execute();
  return rows.map((row) => ({
    userId: row.id,
    name: row.name,
    surname: row.surname,
    email: row.email,
    userType: row.user_type,
    // Memberships carry no date of their own; the account's creation stands in until they do.
    joinedAt: (row.info_at ?? row.created_at).toISOString(),
  }));
}

function invitationView(row: { id: string; email: string; user_type: string; created_at: Date; expires_at: Date }) {
  return { id: row.id, email: row.email, userType: row.user_type, createdAt: row.created_at.toISOString(), expiresAt: row.expires_at.toISOString() };
}

async function adminCount(context: GraphqlContext, companyId: string): Promise<number> {
  const rows = await context.deps.db.selectFrom('company_users').select('user_id').where('company_id', '=', companyId).where('user_type', '=', 'ADMIN').execute();
  return rows.length;
}

export const memberQueries: QueryResolvers = {
  members: async (_, args, context) => {
    await requireMember(context, args.companyId);
    return memberList(context, args.companyId);
  },
  invitations: async (_, args, context) => {
    await requireMember(context, args.companyId, 'admin');
    const rows = await context.deps.db
      .selectFrom('invitations')
      .select(['id', 'email', 'user_type', 'created_at', 'expires_at'])
      .where('company_id', '=', args.companyId)
      .where('accepted_at', 'is', null)
      .where('expires_at', '>', context.deps.clock.now())
      .orderBy('created_at', 'desc')
      .execute();
    return rows.map(invitationView);
  },
};

export const memberMutations: MutationResolvers = {
  inviteMember: async (_, args, context) => {
    const access = await requireMember(context, args.companyId, 'admin');
    const email = parseArgs(emailInput, args.email);
    const userType = parseArgs(invitationTypeInput, args.userType);
    const { db, clock, mailer, config } = context.deps;
    const member = await db
      .selectFrom('company_users')
      .innerJoin('users', 'users.id', 'company_users.user_id')
      .select('users.id')
      .where('company_users.company_id', '=', access.companyId)
      .where('users.email', '=', normalizeEmail(email))
      .executeTakeFirst();
    if (member) throw conflict(graphqlMessages.alreadyMember);
    const token = await createInvitation(db, clock, { companyId: access.companyId, email, userType });
    const company = await db.selectFrom('companies').select('name').where('id', '=', access.companyId).executeTakeFirstOrThrow();
    const { user } = signedIn(context);
    const link = `${config.publicUrl}/register?${new URLSearchParams({ tokeninv: token, type: userType }).toString()}`;
    await mailer.send(invitationMail(email, company.name, `${user.name} ${user.surname}`.trim(), link));
    const row = await db
      .selectFrom('invitations')
      .select(['id', 'email', 'user_type', 'created_at', 'expires_at'])
      .where('company_id', '=', access.companyId)
      .where('email', '=', email)
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    return invitationView(row);
  },

  revokeInvitation: async (_, args, context) => {
    signedIn(context);
    const invitation = isUuid(args.id) ? await context.deps.db.selectFrom('invitations').select(['id', 'company_id']).where('id', '=', args.id).executeTakeFirst() : undefined;
    // Another company's invitation looks the same as a missing one.
    if (!invitation) throw forbidden(graphqlMessages.notMember);
    await requireMember(context, invitation.company_id, 'admin');
    await context.deps.db.deleteFrom('invitations').where('id', '=', invitation.id).execute();
    return { success: true, statusCode: 200 };
  },

  changeMemberType: async (_, args, context) => {
    const access = await requireMember(context, args.companyId, 'admin');
    const userType = parseArgs(userTypeInput, args.userType);
    const [member] = isUuid(args.userId) ? await memberList(context, access.companyId, args.userId) : [];
    if (!member) throw notFound(graphqlMessages.memberNotFound);
    if (member.userType === 'ADMIN' && userType !== 'ADMIN' && (await adminCount(context, access.companyId)) <= 1) {
      throw conflict(graphqlMessages.lastAdminDemote);
    }
    await context.deps.db.updateTable('company_users').set({ user_type: userType }).where('company_id', '=', access.companyId).where('user_id', '=', member.userId).execute();
    return { ...member, userType };
  },

  removeMember: async (_, args, context) => {
    const access = await requireMember(context, args.companyId, 'admin');
    const [member] = isUuid(args.userId) ? await memberList(context, access.companyId, args.userId) : [];
    if (!member) throw notFound(graphqlMessages.memberNotFound);
    if (member.userType === 'ADMIN' && (await adminCount(context, access.companyId)) <= 1) throw conflict(graphqlMessages.lastAdminRemove);
    await context.deps.db.transaction().execute(async (tx) => {
      await tx.deleteFrom('account_info').where('company_id', '=', access.companyId).where('user_id', '=', member.userId).execute();
      await tx.deleteFrom('company_users').where('company_id', '=', access.companyId).where('user_id', '=', member.userId).execute();
    });
    return { success: true, statusCode: 200 };
  },
};
