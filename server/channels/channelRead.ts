import { channelManagementMessages } from '../../services/contracts/channels/management';
import type { ChannelView } from '../../services/contracts/rest/channels';
import { notFound } from '../graphql/errors';
import type { GraphqlContext } from '../graphql/context';
import { requireChannelRight } from './channelPermissions';
import { answeredProperties } from './channelProperties';
import { channelById, channelViewById } from './channelStore';

/** A channel's properties as answers carry them: every secret masked. */
export async function maskedPropertiesOf(context: GraphqlContext, channelId: string): Promise<Record<string, unknown>> {
  const channel = await channelById(context.deps.db, context.deps.config.secretKey, channelId);
  return channel ? answeredProperties(channel) : {};
}

/** The channel query: a member of the channel's company reads it (any status) with its kind and its properties, secrets masked. */
export async function readChannel(context: GraphqlContext, channelId: string): Promise<ChannelView> {
  const view = await channelViewById(context.deps.db, channelId);
  if (!view) throw notFound(channelManagementMessages.channelNotFound);
  await requireChannelRight(context, view.companyID, 'read');
  return { ...view, properties: await maskedPropertiesOf(context, channelId) };
}
