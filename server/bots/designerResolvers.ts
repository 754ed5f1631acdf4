import { isUuid } from '../companies/access';
import type { GraphqlContext } from '../graphql/context';
import { graphqlMessages, notFound } from '../graphql/errors';
import { designableBot, visibleBot } from './botAccess';
import { parseFlowText } from './flowInput';
import { insertVersion, versionWithFlow } from './versionStore';

/** The flow designer's fields (spec 03): open a version of an assistant, save a new one. */
export const designerQueries = {
  designerVersion: async (_: unknown, args: { botId: string; versionId?: string | null }, context: GraphqlContext) => {
    const bot = await visibleBot(context, args.botId);
    const versionId = args.versionId ?? undefined;
    // Another assistant's version, or an id that cannot be one, is not found here.
    const version = versionId === undefined || isUuid(versionId) ? await versionWithFlow(context.deps.db, bot.id, versionId) : undefined;
    if (!version) throw notFound(graphqlMessages.versionNotFound);
    return {
      id: version.id,
      name: version.name,
      createdAt: version.created_at.toISOString(),
      botId: bot.id,
      botName: bot.name,
      companyId: bot.companyId,
      flow: JSON.stringify(version.flow),
    };
  },
};

export const designerMutations = {
  saveVersion: async (_: unknown, args: { botId: string; flow: string }, context: GraphqlContext) => {
    const bot = await designableBot(context, args.botId);
    const flow = parseFlowText(args.flow);
    return insertVersion(context.deps.db, context.deps.clock.now(), { botId: bot.id, userId: bot.access.userId, flow });
  },
};
