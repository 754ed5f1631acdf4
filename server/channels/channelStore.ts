import type { Kysely } from 'kysely';
import type { Db } from '../db/connect';
import type { Database } from '../db/schema';
import { GENERIC_TYPE, WEB_CHAT_TYPE, webChatChannelName } from './channelRules';
import { channelKindOf, channelPropertiesSchema } from '../../services/contracts/channels';
import { propertiesToStore, storedProperties } from './channelProperties';
import { isUuid } from '../companies/access';
import type { ChannelView } from '../../services/contracts/rest/channels';

/** What the engine needs of a channel to run a conversation on it; properties read with the kind's contract, secrets opened. */
export type ChannelRow = {
  id: string;
  companyId: string;
  name: string;
  integrationType: string;
  /** The messaging aggregator's sub-type (Web, Android, IOS), where the type is Smooch. */
  smoochType?: string | null;
  botId: string | null;
  versionId: string | null;
  status: string;
  properties: Record<string, unknown>;
};

export type ChannelTableRow = {
  id: string;
  company_id: string;
  name: string;
  integration_type: string;
  smooch_type: string | null;
  bot_id: string | null;
  version_id: string | null;
  status: string;
  properties: unknown;
};
export const channelColumns = ['id', 'company_id', 'name', 'integration_type', 'smooch_type', 'bot_id', 'version_id', 'status', 'properties'] as const;

/** What a channel's view is read from: its row and its assistant's name. */
export type ChannelViewRow = Pick<ChannelTableRow, 'id' | 'name' | 'integration_type' | 'smooch_type' | 'company_id' | 'status' | 'bot_id'> & { bot_name: string | null };

export const channelView = (row: ChannelViewRow): ChannelView => ({
  id: row.id,
  name: row.name,
  integrationType: row.integration_type,
  companyID: row.company_id,
  status: row.status,
  botId: row.bot_id,
  kind: channelKindOf({ integrationType: row.integration_type, smoochType: row.smooch_type }) ?? null,
  botName: row.bot_name,
});

/** The channels with their assistant's name, ready to be narrowed and read as views. */
const channelViews = (db: Db) =>
  db
    .selectFrom('channels')
    .leftJoin('bots', 'bots.id', 'channels.bot_id')
    .select([
      'channels.id',
      'channels.name',
      'channels.integration_type',
      'channels.smooch_type',
      'channels.company_id',
      'channels.status',
      'channels.bot_id',
      'bots.name as bot_name',
    ]);

/** One channel's view (any status), or undefined. */
export async function channelViewById(db: Db, id: string): Promise<ChannelView | undefined> {
  if (!isUuid(id)) return undefined;
  const row = await channelViews(db).where('channels.id', '=', id).executeTakeFirst();
  return row ? channelView(row) : undefined;
}

/** A stored row as the engine reads it (the server's key opens the secrets). */
export const channelRow = (row: ChannelTableRow, secretKey: string): ChannelRow => ({
  id: row.id,
  companyId: row.company_id,
  name: row.name,
  integrationType: row.integration_type,
  smoochType: row.smooch_type,
  botId: row.bot_id,
  versionId: row.version_id,
  status: row.status,
  properties: storedProperties(secretKey, { id: row.id, integrationType: row.integration_type, smoochType: row.smooch_type, properties: row.properties }),
});

/** The web chat channel of a new assistant, written in the assistant's own transaction. */
export async function insertWebChatChannel(
  tx: Kysely<Database>,
  input: { companyId: string; botId: string; assistantName: string; userId: string | null; now: Date },
): Promise<string> {
  const row = await tx
    .insertInto('channels')
    .values({
      company_id: input.companyId,
      name: webChatChannelName(input.assistantName),
      integration_type: WEB_CHAT_TYPE,
      bot_id: input.botId,
      // A new web chat keeps every default (the web chat contract has no secrets to seal).
      properties: JSON.stringify(channelPropertiesSchema('webChat').parse({})),
      created_by: input.userId,
      created_at: input.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * The assistant's live web chat channel; assistants made before channels existed get one
 * now (the bot row is locked so two callers cannot both create it).
 */
export async function ensureWebChatChannel(db: Db, botId: string, now = new Date()): Promise<string | null> {
  const existing = async (q: Kysely<Database>) =>
    q
      .selectFrom('channels')
      .select('id')
      .where('bot_id', '=', botId)
      .where('integration_type', '=', WEB_CHAT_TYPE)
      .where('status', '=', 'ACTIVE')
      .orderBy('created_at')
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
  const found = await existing(db);
  if (found) return found.id;
  return db.transaction().execute(async (tx) => {
    const bot = await tx
      .selectFrom('bots')
      .select(['id', 'name', 'company_id', 'created_by'])
      .where('id', '=', botId)
      .where('archived_at', 'is', null)
      .forUpdate()
      .executeTakeFirst();
    if (!bot) return null;
    const again = await existing(tx);
    if (again) return again.id;
    return insertWebChatChannel(tx, { companyId: bot.company_id, botId: bot.id, assistantName: bot.name, userId: bot.created_by, now });
  });
}

/** The company's channels, newest first (deleted ones too: report filters show their status). */
export async function channelsOfCompany(db: Db, companyId: string): Promise<ChannelView[]> {
  const rows = await channelViews(db).where('channels.company_id', '=', companyId).orderBy('channels.created_at', 'desc').orderBy('channels.id').execute();
  return rows.map(channelView);
}

/** One channel by id (any status), or undefined. */
export async function channelById(db: Db, secretKey: string, id: string): Promise<ChannelRow | undefined> {
  if (!isUuid(id)) return undefined;
  const row = await db.selectFrom('channels').select(channelColumns).where('id', '=', id).executeTakeFirst();
  return row ? channelRow(row, secretKey) : undefined;
}

/** A live channel with its api token hash (the webhook checks it); undefined when unknown or deleted. */
export async function liveChannelWithToken(db: Db, secretKey: string, id: string): Promise<{ channel: ChannelRow; apiTokenHash: string | null } | undefined> {
  if (!isUuid(id)) return undefined;
  const row = await db
    .selectFrom('channels')
    .select([...channelColumns, 'api_token_hash'])
    .where('id', '=', id)
    .where('status', '=', 'ACTIVE')
    .executeTakeFirst();
  return row ? { channel: channelRow(row, secretKey), apiTokenHash: row.api_token_hash } : undefined;
}

/** A generic webhook channel, its properties checked with the generic contract; only the token's hash is kept. */
export async function insertGenericChannel(
  db: Db,
  secretKey: string,
  input: { companyId: string; botId: string; name: string; webhookUrl: string; apiTokenHash: string; userId: string; now: Date },
): Promise<ChannelView> {
  const row = await db
    .insertInto('channels')
    .values({
      company_id: input.companyId,
      name: input.name,
      integration_type: GENERIC_TYPE,
      bot_id: input.botId,
      properties: JSON.stringify(propertiesToStore(secretKey, 'generic', { webhookUrl: input.webhookUrl })),
      api_token_hash: input.apiTokenHash,
      created_by: input.userId,
      created_at: input.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const view = await channelViewById(db, row.id);
  if (!view) throw new Error(`The channel ${row.id} was not stored.`);
  return view;
}
