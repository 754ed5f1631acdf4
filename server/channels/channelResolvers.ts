import { requireMember } from '../companies/access';
import { createChannel } from './channelCreate';
import { channelsOfCompany, ensureWebChatChannel } from './channelStore';
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
  // The generic form's call of addConnectionToCompany (channelCreate.ts), with the token it answers once.
  createGenericChannel: async (_, args, context) => {
    const created = await createChannel(context, { companyId: args.companyId, name: args.name, kind: 'generic', botId: args.botId, properties: { webhookUrl: args.webhookUrl } });
    if (!created.apiToken || !created.signingSecret) throw new Error('A generic channel was made without its api token.');
    return { channel: created.channel, apiToken: created.apiToken, signingSecret: created.signingSecret };
  },
};
