import { sql, type Kysely } from 'kysely';

/**
 * Running assistants (spec 01 sections 3 and 4, spec 02 channels): channels that carry
 * conversations into the engine (the web chat created with each assistant, generic
 * webhooks with a hashed api token), conversations with the engine's persisted snapshot,
 * every message in order, and vote deep links.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const now = sql`now()`;

  await db.schema
    .createTable('channels')
    .ifNotExists()
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('company_id', 'uuid', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('integration_type', 'text', (c) => c.notNull())
    // The assistant the channel talks to; its newest version unless version_id pins one.
    .addColumn('bot_id', 'uuid', (c) => c.references('bots.id').onDelete('set null'))
    .addColumn('version_id', 'uuid', (c) => c.references('bot_versions.id').onDelete('set null'))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('ACTIVE')
        .check(sql`status in ('ACTIVE', 'DELETED')`),
    )
    .addColumn('properties', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    // Generic webhook channels: sha-256 of the api token shown once at creation.
    .addColumn('api_token_hash', 'text')
    .addColumn('created_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('channels_company').ifNotExists().on('channels').columns(['company_id', 'status']).execute();
  await db.schema.createIndex('channels_bot').ifNotExists().on('channels').column('bot_id').execute();

  await db.schema
    .createTable('conversations')
    .ifNotExists()
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('company_id', 'uuid', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('channel_id', 'uuid', (c) => c.notNull().references('channels.id').onDelete('cascade'))
    .addColumn('channel_type', 'text', (c) => c.notNull())
    .addColumn('bot_id', 'uuid', (c) => c.references('bots.id').onDelete('set null'))
    .addColumn('version_id', 'uuid', (c) => c.references('bot_versions.id').onDelete('set null'))
    // Who writes: the channel's id for the person (webhook clientInfo.id, or a web chat client id).
    .addColumn('client_id', 'text', (c) => c.notNull())
    .addColumn('client_info', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    // Web chat: sha-256 of the token that lets only this browser read and write the conversation.
    .addColumn('client_token_hash', 'text')
    // The engine's persisted actor snapshot at rest (null once ended).
    .addColumn('snapshot', 'jsonb')
    .addColumn('module_id', 'text')
    // Bumped by every stored turn: two turns of one conversation never both write.
    .addColumn('turn', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('start_date', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('last_message_date', 'timestamptz')
    .addColumn('end_date', 'timestamptz')
    .addColumn('is_new_client', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('is_handed_over', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_internal_handed_over', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('forward_date', 'timestamptz')
    .addColumn('department_id', 'text')
    .addColumn('agent_id', 'text')
    .addColumn('history_list', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('tags', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('rating', 'integer')
    .addColumn('rating_comment', 'text')
    .execute();
  await db.schema.createIndex('conversations_company_start').ifNotExists().on('conversations').columns(['company_id', 'start_date']).execute();
  await db.schema.createIndex('conversations_channel_client').ifNotExists().on('conversations').columns(['channel_id', 'client_id']).execute();

  await db.schema
    .createTable('conversation_messages')
    .ifNotExists()
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    // Insertion order: messages of one turn share a date but keep their order.
    .addColumn('seq', 'bigserial', (c) => c.notNull())
    .addColumn('conversation_id', 'uuid', (c) => c.notNull().references('conversations.id').onDelete('cascade'))
    .addColumn('company_id', 'uuid', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('send_by', 'text', (c) => c.notNull().check(sql`send_by in ('CLIENT', 'BOT', 'AGENT')`))
    .addColumn('message_type', 'text', (c) => c.notNull())
    .addColumn('content', 'jsonb', (c) => c.notNull())
    .addColumn('message_date', 'timestamptz', (c) => c.notNull())
    .addColumn('bot_info', 'jsonb')
    .addColumn('debug_info', 'jsonb')
    .addColumn('outer_message_id', 'text')
    .execute();
  await db.schema.createIndex('conversation_messages_conversation').ifNotExists().on('conversation_messages').columns(['conversation_id', 'seq']).execute();

  await db.schema
    .createTable('vote_deeplinks')
    .ifNotExists()
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('company_id', 'uuid', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('conversation_id', 'uuid', (c) => c.notNull().references('conversations.id').onDelete('cascade'))
    .addColumn('channel_id', 'uuid', (c) => c.notNull().references('channels.id').onDelete('cascade'))
    // voteType, voteMessage, voteImage, labels and messages of spec 01 section 3.
    .addColumn('properties', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('invalidated', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('voted_at', 'timestamptz')
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('vote_deeplinks_conversation').ifNotExists().on('vote_deeplinks').column('conversation_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['vote_deeplinks', 'conversation_messages', 'conversations', 'channels']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
