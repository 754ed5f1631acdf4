import { isUuid, requireMember, type CompanyAccess } from '../companies/access';
import { signedIn, type GraphqlContext } from '../graphql/context';
import { forbidden, graphqlMessages } from '../graphql/errors';

export type VisibleBot = { id: string; name: string; companyId: string; access: CompanyAccess };

/** A live assistant the caller may see: member of its company and let in by the allowlist. */
export async function visibleBot(context: GraphqlContext, botId: string): Promise<VisibleBot> {
  signedIn(context);
  const bot = isUuid(botId)
    ? await context.deps.db.selectFrom('bots').select(['id', 'name', 'company_id']).where('id', '=', botId).where('archived_at', 'is', null).executeTakeFirst()
    : undefined;
  // Another company's assistant looks the same as a missing one.
  if (!bot) throw forbidden(graphqlMessages.notMember);
  const access = await requireMember(context, bot.company_id);
  return { id: bot.id, name: bot.name, companyId: bot.company_id, access };
}

/**
 * An assistant the caller may change in the designer. With the user-role setting on (spec 03
 * section 6), a company's ADMINs are its DESIGNERs and its USERs are VIEWERs (read-only), until
 * designer roles get their own column; without the setting every member designs.
 */
export async function designableBot(context: GraphqlContext, botId: string): Promise<VisibleBot> {
  const bot = await visibleBot(context, botId);
  if (context.deps.config.userRoleSetting && bot.access.userType !== 'ADMIN') throw forbidden(graphqlMessages.notDesigner);
  return bot;
}
