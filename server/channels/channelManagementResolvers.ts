import type { ChannelResolvers, MutationResolvers, QueryResolvers } from '../graphql/generated/resolvers';
import { createChannel } from './channelCreate';
import { deleteChannel } from './channelDelete';
import { propertiesOfText } from './channelInput';
import { maskedPropertiesOf, readChannel } from './channelRead';
import { updateChannel } from './channelUpdate';

/** Channel management in the console's schema (server/graphql/schema/channels.graphql). */
export const channelManagementQueries: QueryResolvers = {
  channel: (_, args, context) => readChannel(context, args.id),
};

export const channelManagementMutations: MutationResolvers = {
  addConnectionToCompany: (_, args, context) =>
    createChannel(context, { companyId: args.companyId, name: args.name, kind: args.type, botId: args.botId, properties: propertiesOfText(args.properties) }),
  updateConnection: (_, args, context) => {
    const properties = propertiesOfText(args.properties);
    return updateChannel(context, { channelId: args.channelId, name: args.name, change: () => properties });
  },
  deleteChannel: (_, args, context) => deleteChannel(context, args.channelId),
};

export const channelFields: ChannelResolvers = {
  // A channel in a list was read by a member already; one read alone carries its properties.
  properties: async (channel, _, context) => JSON.stringify(channel.properties ?? (await maskedPropertiesOf(context, channel.id))),
};
