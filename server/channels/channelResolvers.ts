import { isUuid, requireMember } from '../companies/access';
import type { BotView } from '../bots/botStore';
import type { GraphqlContext } from '../graphql/context';
import { notFound } from '../graphql/errors';
import { parseArgs } from '../graphql/parseArgs';
import { channelMessages, genericChannelInput, newToken, tokenHash } from './channelRules';
import { channelsOfCompany, ensureWebChatChannel, insertGenericChannel } from './channelStore';

/** The channel part of the console's schema, added to consoleTypeDefs by server/graphql/schema.ts. */
export const channelTypeDefs = /* GraphQL */ `
  type Channel {
    id: ID!
    name: String!
    integrationType: String!
    companyID: ID!
    status: String!
    botId: ID
  }

  type GenericChannelCreated {
    channel: Channel!
    "Shown only in this answer: the server keeps only its hash."
    apiToken: String!
  }

  extend type Bot {
    "The assistant's web chat channel (created when missing)."
    webChatChannelId: ID
  }

  extend type Query {
    channels(companyId: ID!): [Channel!]!
  }

  extend type Mutation {
    createGenericChannel(companyId: ID!, name: String!, webhookUrl: String!, botId: ID!): GenericChannelCreated!
  }
`;

export const channelQueries = {
  channels: async (_: unknown, args: { companyId: string }, context: GraphqlContext) => {
    const access = await requireMember(context, args.companyId);
    return channelsOfCompany(context.deps.db, access.companyId);
  },
};

export const channelBotFields = {
  // The Bot came from a query that already checked the caller's access to it.
  webChatChannelId: (bot: BotView, _: unknown, context: GraphqlContext) => ensureWebChatChannel(context.deps.db, bot.id, context.deps.clock.now()),
};

export const channelMutations = {
  createGenericChannel: async (_: unknown, args: { companyId: string; name: string; webhookUrl: string; botId: string }, context: GraphqlContext) => {
    const access = await requireMember(context, args.companyId, 'admin');
    const input = parseArgs(genericChannelInput, { name: args.name, webhookUrl: args.webhookUrl });
    const { db, clock } = context.deps;
    const bot = isUuid(args.botId)
      ? await db.selectFrom('bots').select('id').where('id', '=', args.botId).where('company_id', '=', access.companyId).where('archived_at', 'is', null).executeTakeFirst()
      : undefined;
    if (!bot) throw notFound(channelMessages.botNotFound);
    const apiToken = newToken();
    const channel = await insertGenericChannel(db, context.deps.config.secretKey, { companyId: access.companyId, botId: bot.id, name: input.name, webhookUrl: input.webhookUrl, apiTokenHash: tokenHash(apiToken), userId: access.userId, now: clock.now() });
    return { channel, apiToken };
  },
};
