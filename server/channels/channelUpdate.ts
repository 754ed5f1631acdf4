import { channelIdentifyingFields, channelKindOf, channelSecretPaths, keepStoredSecrets, maskChannelSecrets, type ChannelKind } from '../../services/contracts/channels';
import { channelManagementMessages, channelName } from '../../services/contracts/channels/management';
import { valueAt } from '../../services/contracts/channels/secrets';
import type { ChannelView } from '../../services/contracts/rest/channels';
import { badInput, notFound } from '../graphql/errors';
import type { GraphqlContext } from '../graphql/context';
import { parseArgs } from '../graphql/parseArgs';
import { adapterOf } from './adapters';
import { connectedProperties } from './channelConnect';
import { checkedProperties } from './channelInput';
import { requireChannelRight } from './channelPermissions';
import { sealChannelSecrets } from './channelProperties';
import { channelViewById, liveChannelWithToken } from './channelStore';
import { requireUnusedElsewhere } from './channelUsage';

/** The properties an update sends, made from the stored ones (opened) and the kind. */
export type PropertiesChange = (stored: Record<string, unknown>, kind: ChannelKind) => Record<string, unknown>;

/** Whether a secret, an identifying field or a field the provider side is set up with differs: then the provider side is set up again. */
const providerFieldsChanged = (kind: ChannelKind, before: unknown, after: unknown) =>
  [...channelSecretPaths(kind), ...channelIdentifyingFields(kind), ...(adapterOf(kind)?.connectedWith ?? [])].some((path) => valueAt(before, path) !== valueAt(after, path));

/**
 * updateConnection (spec 02 sections 7 and 8): an ADMIN of the channel's company; a secret
 * sent back as the mask keeps the stored one (the generic signing secret is the server's and
 * always kept); checked with the kind's contract and the usage check; the adapter's connect
 * again when a secret, an identifying field or a field it connects with (the suite's handover
 * pool) changed. Answers the channel, secrets masked.
 */
export async function updateChannel(context: GraphqlContext, input: { channelId: string; name?: string | null; change: PropertiesChange }): Promise<ChannelView> {
  const { db, config } = context.deps;
  const found = await liveChannelWithToken(db, config.secretKey, input.channelId);
  if (!found) throw notFound(channelManagementMessages.channelNotFound);
  const { channel, apiTokenHash } = found;
  await requireChannelRight(context, channel.companyId, 'update');
  const kind = channelKindOf(channel);
  if (!kind) throw badInput(channelManagementMessages.unknownType);
  const name = input.name == null ? channel.name : parseArgs(channelName, input.name);
  const stored = channel.properties;
  const incoming = keepStoredSecrets(kind, input.change(stored, kind), stored);
  const kept = kind === 'generic' && typeof stored['signingSecret'] === 'string' ? { ...incoming, signingSecret: stored['signingSecret'] } : incoming;
  const properties: Record<string, unknown> = { ...checkedProperties(kind, kept) };
  await requireUnusedElsewhere(db, kind, properties, channel.companyId);
  const next = providerFieldsChanged(kind, stored, properties) ? await connectedProperties(context.deps, kind, { ...channel, name, properties }, apiTokenHash) : properties;
  await db
    .updateTable('channels')
    .set({ name, properties: JSON.stringify(sealChannelSecrets(config.secretKey, kind, next)) })
    .where('id', '=', channel.id)
    .where('status', '=', 'ACTIVE')
    .execute();
  const view = await channelViewById(db, channel.id);
  if (!view) throw notFound(channelManagementMessages.channelNotFound);
  return { ...view, properties: maskChannelSecrets(kind, next) };
}
