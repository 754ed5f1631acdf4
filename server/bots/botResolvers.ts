import { z } from 'zod';
import { readStoredFlow } from '../../services/contracts/modules/storedFlow';
import { companyAiConnectionId, withAiConnection } from '../ai/aiFlow';
import { isUuid, reachableCompanyIds, requireMember } from '../companies/access';
import { signedIn, type GraphqlContext } from '../graphql/context';
import { notEnterprise, notFound } from '../graphql/errors';
import { graphqlMessages } from '../../services/contracts/graphqlMessages';
import { parseArgs } from '../graphql/parseArgs';
import { botViews, insertBot, type BotView } from './botStore';
import { visibleBot } from './botAccess';
import { starterFlow } from './flowBuilder';
import { versionsOf, versionWithFlow } from './versionStore';
import type { MutationResolvers, QueryResolvers } from '../graphql/generated/resolvers';

const botName = z.string().trim().min(1, graphqlMessages.nameEmpty).min(2, graphqlMessages.nameShort).max(100, graphqlMessages.nameLong);

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
  const version = await versionWithFlow(db, bot.id);
  return version?.flow ?? starterFlow();
}

export const botQueries: QueryResolvers = {
  bots: async (_, args, context) => {
    if (args.companyId) {
      const access = await requireMember(context, args.companyId);
      return botViews(context.deps.db, [access.companyId]);
    }
    return botViews(context.deps.db, await reachableCompanyIds(context));
  },
  versions: async (_, args, context) => {
    await visibleBot(context, args.botId);
    return versionsOf(context.deps.db, [args.botId]);
  },
  versionsByBotIds: async (_, args, context) => {
    const visible = await botViews(context.deps.db, await reachableCompanyIds(context));
    const wanted = new Set(args.botIds);
    return versionsOf(
      context.deps.db,
      visible.filter((bot) => wanted.has(bot.id)).map((bot) => bot.id),
    );
  },
  botTemplates: async (_, args, context) => {
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
  const read = readStoredFlow(flow);
  return read.ok ? read.flow.modules.map(({ id, name, type }) => ({ id, name, type })) : [];
}

/** With the user-role setting on (spec 5, 6), only a company's ADMINs create its assistants. */
function assistantCreatorRole(context: GraphqlContext): 'member' | 'admin' {
  return context.deps.config.userRoleSetting ? 'admin' : 'member';
}

export const botMutations: MutationResolvers = {
  createBot: async (_, args, context) => {
    const access = await requireMember(context, args.companyId, assistantCreatorRole(context));
    if (!access.isEnterprise) throw notEnterprise();
    const name = parseArgs(botName, args.name);
    const id = await insertBot(context.deps.db, context.deps.clock.now(), { name, companyId: access.companyId, userId: access.userId, flow: starterFlow() });
    return createdBot(context, access.companyId, id);
  },
  copyBotFromTemplate: async (_, args, context) => {
    const access = await requireMember(context, args.companyId, assistantCreatorRole(context));
    if (!access.isEnterprise) throw notEnterprise();
    const name = parseArgs(botName, args.name);
    const aiId = args.aiIntegrationId ? await companyAiConnectionId(context.deps.db, access.companyId, args.aiIntegrationId) : undefined;
    const read = readStoredFlow(await sourceFlow(context, args.sourceBotId));
    if (!read.ok) throw new Error(`The template's flow cannot be read: ${read.problem.text}`);
    const source = read.flow;
    const flow = aiId === undefined ? source : withAiConnection(source, aiId);
    const id = await insertBot(context.deps.db, context.deps.clock.now(), { name, companyId: access.companyId, userId: access.userId, flow });
    return createdBot(context, access.companyId, id);
  },
  transferAiData: (_, __, context) => {
    signedIn(context);
    return { success: false, statusCode: 404, message: graphqlMessages.aiNotAvailable };
  },
};
