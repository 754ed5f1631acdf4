import type { AppConfig } from '../config';
import { isUuid, requireMember, type CompanyAccess } from '../companies/access';
import type { DesignerRole } from '../db/schema';
import { signedIn, type GraphqlContext } from '../graphql/context';
import { forbidden } from '../graphql/errors';
import { graphqlMessages } from '../../services/contracts/graphqlMessages';

/** What a member may do in the designer (spec 03 section 6). */
export type DesignerAccess = 'FULL' | 'DESIGNER' | 'VIEWER';

/** A member's standing in a company together with the designer role stored for them. */
export type DesignerCompanyAccess = CompanyAccess & { designerRole: DesignerRole };

export type VisibleBot = { id: string; name: string; companyId: string; access: DesignerCompanyAccess };

/**
 * A member's designer access. Without the user-role setting everyone has FULL access; with
 * it, ADMINs keep FULL (the implied admin role) and other members have their stored role.
 * A caller that has no stored role at hand (a plain CompanyAccess) gets VIEWER for a USER:
 * read the role with `requireDesignerAccess` rather than guessing.
 */
export function designerAccess(access: CompanyAccess & { designerRole?: DesignerRole }, config: Pick<AppConfig, 'userRoleSetting'>): DesignerAccess {
  if (!config.userRoleSetting || access.userType === 'ADMIN') return 'FULL';
  return access.designerRole ?? 'VIEWER';
}

async function storedDesignerRole(context: GraphqlContext, access: CompanyAccess): Promise<DesignerRole> {
  const row = await context.deps.db
    .selectFrom('company_users')
    .select('designer_role')
    .where('company_id', '=', access.companyId)
    .where('user_id', '=', access.userId)
    .executeTakeFirst();
  return row?.designer_role ?? 'VIEWER';
}

/** requireMember plus the member's designer role and access level in that company. */
export async function requireDesignerAccess(context: GraphqlContext, companyId: string): Promise<{ access: DesignerCompanyAccess; level: DesignerAccess }> {
  const member = await requireMember(context, companyId);
  const access = { ...member, designerRole: await storedDesignerRole(context, member) };
  return { access, level: designerAccess(access, context.deps.config) };
}

/** A live assistant the caller may see: member of its company and let in by the allowlist. */
export async function visibleBot(context: GraphqlContext, botId: string): Promise<VisibleBot> {
  signedIn(context);
  const bot = isUuid(botId)
    ? await context.deps.db.selectFrom('bots').select(['id', 'name', 'company_id']).where('id', '=', botId).where('archived_at', 'is', null).executeTakeFirst()
    : undefined;
  // Another company's assistant looks the same as a missing one.
  if (!bot) throw forbidden(graphqlMessages.notMember);
  const { access } = await requireDesignerAccess(context, bot.company_id);
  return { id: bot.id, name: bot.name, companyId: bot.company_id, access };
}

/** An assistant the caller may change in the designer: any access but VIEWER (spec 03 section 6). */
export async function designableBot(context: GraphqlContext, botId: string): Promise<VisibleBot> {
  const bot = await visibleBot(context, botId);
  if (designerAccess(bot.access, context.deps.config) === 'VIEWER') throw forbidden(graphqlMessages.notDesigner);
  return bot;
}
