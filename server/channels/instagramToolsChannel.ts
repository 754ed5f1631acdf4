import { channelKindOf, channelPropertiesSchema } from '../../services/contracts/channels';
import { instagramToolCallMessages } from '../../services/contracts/channels/instagramTools';
import { channelManagementMessages } from '../../services/contracts/channels/management';
import type { GraphqlContext } from '../graphql/context';
import { HttpError } from '../http/errors';
import { requireChannelRight } from './channelPermissions';
import { channelById } from './channelStore';
import type { InstagramGraph } from './instagramToolsGraph';
import { providerAccess } from './providerAccess';

/**
 * The Instagram channel a tool works on, with its page and opened page token: it must exist,
 * belong to a company where the caller may change channels (an ADMIN), be an Instagram channel
 * and be live; one without a page token cannot reach Instagram.
 */
export async function instagramToolChannel(context: GraphqlContext, channelId: string): Promise<{ pageID: string; graph: InstagramGraph }> {
  const { db, config } = context.deps;
  const row = await channelById(db, config.secretKey, channelId);
  if (!row) throw new HttpError(404, channelManagementMessages.channelNotFound);
  await requireChannelRight(context, row.companyId, 'update');
  if (channelKindOf(row) !== 'instagram' || row.status !== 'ACTIVE') throw new HttpError(400, instagramToolCallMessages.notInstagram);
  const properties = channelPropertiesSchema('instagram').parse(row.properties);
  if (!properties.pageAccessToken) throw new HttpError(400, instagramToolCallMessages.notConnected);
  return { pageID: properties.pageID, graph: { access: providerAccess(config, 'instagram'), pageAccessToken: properties.pageAccessToken } };
}
