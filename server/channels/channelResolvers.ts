import { isUuid, requireMember } from '../companies/access';
import { notFound } from '../graphql/errors';
import { parseArgs } from '../graphql/parseArgs';
import { channelMessages, genericChannelInput, newToken, tokenHash } from './channelRules';
import { channelsOfCompany, ensureWebChatChannel, insertGenericChannel } from './channelStore';
import type { BotResolvers, MutationResolvers, QueryResolvers } from '../graphql/generated/resolvers';

/** The channel fields of the console's schema (server/graphql/schema/channels.graphql). */
export const channelQueries: QueryResolvers = {
  channels: async (_, args, context) => {
    const access = await requireMember(context, args.companyId);
    return channelsOfCompany(context.deps.db, access.companyId);
  },
};

export const channelBotFields: BotResolvers = {
  // The Bot came from a query that already checked the caller's access to it.
  webChatChannelId: (bot, _, context) => ensureWebChatChannel(context.deps.db, bot.id, context.deps.clock.now()),
};

export const channelMutations: MutationResolvers = {
  createGenericChannel: async (_, args, context) => {
    const access = await requireMember(context, args.companyId, 'admin');
    const input = parseArgs(genericChannelInput, { name: args.name, webhookUrl: args.webhookUrl });
    const { db, clock } = context.deps;
    const bot = isUuid(args.botId)
      ? await db.selectFrom('bots').select('id').where('id', '=', args.botId).where('company_id', '=', access.companyId).where('archived_at', 'is', null).executeTakeFirst()
      : undefined;
    if (!bot) throw notFound(channelMessages.botNotFound);
    const apiToken = newToken();
    const channel = await insertGenericChannel(db, context.deps.config.secretKey, {
      companyId: access.companyId,
      botId: bot.id,
      name: input.name,
      webhookUrl: input.webhookUrl,
      apiTokenHash: tokenHash(apiToken),
      userId: access.userId,
      now: clock.now(),
    });
    return { channel, apiToken };
  },
};
