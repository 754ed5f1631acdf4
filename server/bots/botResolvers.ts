import { z } from 'zod';
import { flowDocument } from '../../services/contracts/flow';
import { companyAiConnectionId, withAiConnection } from '../ai/aiFlow';
import { isUuid, reachableCompanyIds, requireMember } from '../companies/access';
import { signedIn, type GraphqlContext } from '../graphql/context';
import { forbidden, graphqlMessages, notEnterprise, notFound } from '../graphql/errors';
import { parseArgs } from '../graphql/parseArgs';
import { botViews, insertBot, type BotView } from './botStore';
import { starterFlow } from './flowBuilder';

const botName = z
  .string()
  .trim()
  .min(1, graphqlMessages.nameEmpty)
  .min(2, graphqlMessages.nameShort)
  .max(100, graphqlMessages.nameLong);

type VersionRow = { id: string; bot_id: string; name: string; created_at: Date };
const versionView = (row: VersionRow) => ({ id: row.id, botId: row.bot_id, name: row.name, createdAt: row.created_at.toISOString() });

async function versionsOf(context: GraphqlContext, botIds: readonly string[]) {
  if (botIds.length === 0) return [];
  const rows = await context.deps.db
    .selectFrom('bot_versions')
    .select(['id', 'bot_id', 'name', 'created_at'])
    .where('bot_id', 'in', botIds)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
  return rows.map(versionView);
}

/** A live assistant the caller may see: member of its company and let in by the allowlist. */
async function visibleBot(context: GraphqlContext, botId: string): Promise<{ companyId: string }> {
  signedIn(context);
  const bot = isUuid(botId)
    ? await context.deps.db.selectFrom('bots').select('company_id').where('id', '=', botId).where('archived_at', 'is', null).executeTakeFirst()
    : undefined;
  // Another company's assistant looks the same as a missing one.
  if (!bot) throw forbidden(graphqlMessages.notMember);
  await requireMember(context, bot.company_id);
  return { companyId: bot.company_id };
}

async function createdBot(context: GraphqlContext, companyId: string, botId: string): Promise<BotView> {
  const [view] = await botViews(context.deps.db, [companyId], botId);
  if (!view) throw notFound(graphqlMessages.botNotFound);
  return view;
}

/** The flow to copy: a template's, or the newest version of an assistant the caller may see. */
async function sourceFlow(context: GraphqlContext, sourceId: string): Promise<unknown> {
  const { db } = context.deps;
  if (!isUuid(sourceId)) throw notFound(graphqlMessages.templateNotFound);
  const template = await db.selectFrom('bot_templates').select('flow').where('id', '=', sourceId).executeTakeFirst();
  if (template) return template.flow;
  const bot = await db.selectFrom('bots').select('id').where('id', '=', sourceId).where('archived_at', 'is', null).executeTakeFirst();
  if (!bot) throw notFound(graphqlMessages.templateNotFound);
  await visibleBot(context, bot.id);
  const version = await db.selectFrom('bot_versions').select('flow').where('bot_id', '=', bot.id).orderBy('created_at', 'desc').limit(1).executeTakeFirst();
  return version?.flow ?? starterFlow();
}

export const botQueries = {
  bots: async (_: unknown, args: { companyId?: string | null }, context: GraphqlContext) => {
    if (args.companyId) {
      const access = await requireMember(context, args.companyId);
      return botViews(context.deps.db, [access.companyId]);
    }
    return botViews(context.deps.db, await reachableCompanyIds(context));
  },
  versions: async (_: unknown, args: { botId: string }, context: GraphqlContext) => {
    await visibleBot(context, args.botId);
    return versionsOf(context, [args.botId]);
  },
  versionsByBotIds: async (_: unknown, args: { botIds: string[] }, context: GraphqlContext) => {
    const visible = await botViews(context.deps.db, await reachableCompanyIds(context));
    const wanted = new Set(args.botIds);
    return versionsOf(context, visible.filter((bot) => wanted.has(bot.id)).map((bot) => bot.id));
  },
  botTemplates: async (_: unknown, args: { bySpecialization?: string | null }, context: GraphqlContext) => {
    signedIn(context);
    let query = context.deps.db.selectFrom('bot_templates').select(['id', 'name', 'description', 'specialization', 'ai_bot', 'ai_id', 'flow']);
    if (args.bySpecialization) query = query.where('specialization', '=', args.bySpecialization.trim().toUpperCase());
    const rows = await query.orderBy('name').execute();
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      description: row.description,
      specialization: row.specialization,
      aiBot: row.ai_bot,
      aiId: row.ai_id,
      modules: templateModules(row.flow),
    }));
  },
};

/** The modules of a stored template flow, in flow order (a flow that no longer parses shows none). */
function templateModules(flow: unknown): Array<{ id: string; name: string; type: string }> {
  const parsed = flowDocument.safeParse(flow);
  return parsed.success ? parsed.data.modules.map(({ id, name, type }) => ({ id, name, type })) : [];
}

/** With the user-role setting on (spec 5, 6), only a company's ADMINs create its assistants. */
function assistantCreatorRole(context: GraphqlContext): 'member' | 'admin' {
  return context.deps.config.userRoleSetting ? 'admin' : 'member';
}

export const botMutations = {
  createBot: async (_: unknown, args: { name: string; companyId: string }, context: GraphqlContext) => {
    const access = await requireMember(context, args.companyId, assistantCreatorRole(context));
    if (!access.isEnterprise) throw notEnterprise();
    const name = parseArgs(botName, args.name);
    const id = await insertBot(context.deps.db, context.deps.clock.now(), { name, companyId: access.companyId, userId: access.userId, flow: starterFlow() });
    return createdBot(context, access.companyId, id);
  },
  copyBotFromTemplate: async (_: unknown, args: { sourceBotId: string; companyId: string; name: string; aiIntegrationId?: string | null }, context: GraphqlContext) => {
    const access = await requireMember(context, args.companyId, assistantCreatorRole(context));
    if (!access.isEnterprise) throw notEnterprise();
    const name = parseArgs(botName, args.name);
    const aiId = args.aiIntegrationId ? await companyAiConnectionId(context.deps.db, access.companyId, args.aiIntegrationId) : undefined;
    const source = flowDocument.parse(await sourceFlow(context, args.sourceBotId));
    const flow = aiId === undefined ? source : withAiConnection(source, aiId);
    const id = await insertBot(context.deps.db, context.deps.clock.now(), { name, companyId: access.companyId, userId: access.userId, flow });
    return createdBot(context, access.companyId, id);
  },
  transferAiData: (_: unknown, __: { sourceAiId: string; destinationAiId: string }, context: GraphqlContext) => {
    signedIn(context);
    return { success: false, statusCode: 404, message: graphqlMessages.aiNotAvailable };
  },
};
