import { randomUUID } from 'node:crypto';
import { channelStoredType, maskChannelSecrets, type ChannelKind } from '../../services/contracts/channels';
import { ASSISTANT_KINDS, channelManagementMessages, channelName } from '../../services/contracts/channels/management';
import type { ChannelView } from '../../services/contracts/rest/channels';
import { isUuid } from '../companies/access';
import { badInput, notFound } from '../graphql/errors';
import type { GraphqlContext } from '../graphql/context';
import { parseArgs } from '../graphql/parseArgs';
import { adapterOf } from './adapters';
import { connectedProperties } from './channelConnect';
import { checkedProperties } from './channelInput';
import { requireChannelRight } from './channelPermissions';
import { sealChannelSecrets } from './channelProperties';
import { newToken, tokenHash } from './channelRules';
import { channelViewById, type ChannelRow } from './channelStore';
import { requireFirstOfKind, requireUnusedElsewhere } from './channelUsage';

export type NewChannel = { companyId: string; name: string; kind: ChannelKind; botId: string | null | undefined; properties: Record<string, unknown> };

/** A new channel with its masked properties, and the secrets shown only in this answer (generic: its api token and signing secret). */
export type ChannelCreated = { channel: ChannelView; apiToken: string | null; signingSecret: string | null };

/** Whether a channel of the kind must name its assistant: the web chats and every kind whose adapter runs conversations. */
const needsAssistant = (kind: ChannelKind) => ASSISTANT_KINDS.includes(kind) || adapterOf(kind) !== undefined;

async function assistantOf(context: GraphqlContext, companyId: string, kind: ChannelKind, botId: string | null | undefined): Promise<string | null> {
  if (!botId) {
    if (needsAssistant(kind)) throw badInput(channelManagementMessages.botRequired);
    return null;
  }
  const bot = isUuid(botId)
    ? await context.deps.db.selectFrom('bots').select('id').where('id', '=', botId).where('company_id', '=', companyId).where('archived_at', 'is', null).executeTakeFirst()
    : undefined;
  if (!bot) throw notFound(channelManagementMessages.botNotFound);
  return bot.id;
}

/**
 * addConnectionToCompany (spec 02 sections 7 and 8), for every kind: a company ADMIN, the
 * properties checked with the kind's contract, the assistant of the company, one live channel
 * per kind (web chats and generic excepted), not in use by another company, then the
 * provider side set up by the kind's adapter, and only then stored (secrets sealed).
 */
export async function createChannel(context: GraphqlContext, input: NewChannel): Promise<ChannelCreated> {
  const access = await requireChannelRight(context, input.companyId, 'create');
  const { db, config, clock } = context.deps;
  const { kind } = input;
  const name = parseArgs(channelName, input.name);
  const generic = kind === 'generic';
  const signingSecret = generic ? newToken() : null;
  const apiToken = generic ? newToken() : null;
  const properties = checkedProperties(kind, signingSecret ? { ...input.properties, signingSecret } : input.properties);
  const botId = await assistantOf(context, access.companyId, kind, input.botId);
  await requireFirstOfKind(db, kind, access.companyId);
  await requireUnusedElsewhere(db, kind, properties, access.companyId);
  const stored = channelStoredType(kind);
  const row: ChannelRow = {
    id: randomUUID(),
    companyId: access.companyId,
    name,
    integrationType: stored.integrationType,
    smoochType: stored.smoochType ?? null,
    botId,
    versionId: null,
    status: 'ACTIVE',
    properties,
  };
  const apiTokenHash = apiToken ? tokenHash(apiToken) : null;
  const connected = await connectedProperties(context.deps, kind, row, apiTokenHash);
  await db.transaction().execute(async (tx) => {
    // The company row is locked so two creates of one kind cannot both pass the rule.
    await tx.selectFrom('companies').select('id').where('id', '=', access.companyId).forUpdate().executeTakeFirst();
    await requireFirstOfKind(tx, kind, access.companyId);
    await tx
      .insertInto('channels')
      .values({
        id: row.id,
        company_id: row.companyId,
        name,
        integration_type: row.integrationType,
        smooch_type: row.smoochType,
        bot_id: botId,
        properties: JSON.stringify(sealChannelSecrets(config.secretKey, kind, connected)),
        api_token_hash: apiTokenHash,
        created_by: access.userId,
        created_at: clock.now(),
      })
      .execute();
  });
  const view = await channelViewById(db, row.id);
  if (!view) throw new Error(`The channel ${row.id} was not stored.`);
  return { channel: { ...view, properties: maskChannelSecrets(kind, connected) }, apiToken, signingSecret };
}
