import { sql, type Kysely } from 'kysely';

/**
 * What the sandbox AI provider keeps per AI connection (intents, utterances, entities, the
 * training and publishing state), and the companies' knowledge bases with their intents.
 * AI connections without credentials (served by the sandbox) may have no secret.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const now = sql`now()`;
  const uuidKey = sql`gen_random_uuid()`;

  await db.schema
    .alterTable('ai_connections')
    .alterColumn('secret_enc', (c) => c.dropNotNull())
    .execute();

  await db.schema
    .createTable('ai_intents')
    .ifNotExists()
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(uuidKey))
    .addColumn('connection_id', 'uuid', (c) => c.notNull().references('ai_connections.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('parameters', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('seq', 'bigserial', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  // Intent names are unique per connection regardless of case (spec 03 section 5.1).
  await sql`create unique index if not exists ai_intents_name on ai_intents (connection_id, lower(name))`.execute(db);

  await db.schema
    .createTable('ai_utterances')
    .ifNotExists()
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(uuidKey))
    .addColumn('intent_id', 'uuid', (c) => c.notNull().references('ai_intents.id').onDelete('cascade'))
    .addColumn('connection_id', 'uuid', (c) => c.notNull().references('ai_connections.id').onDelete('cascade'))
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('seq', 'bigserial', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await sql`create unique index if not exists ai_utterances_text on ai_utterances (connection_id, lower(text))`.execute(db);
  await db.schema.createIndex('ai_utterances_intent').ifNotExists().on('ai_utterances').column('intent_id').execute();

  await db.schema
    .createTable('ai_entities')
    .ifNotExists()
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(uuidKey))
    .addColumn('connection_id', 'uuid', (c) => c.notNull().references('ai_connections.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('labels', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('seq', 'bigserial', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await sql`create unique index if not exists ai_entities_name on ai_entities (connection_id, lower(name))`.execute(db);

  await db.schema
    .createTable('ai_trainings')
    .ifNotExists()
    .addColumn('connection_id', 'uuid', (c) => c.primaryKey().references('ai_connections.id').onDelete('cascade'))
    .addColumn('started_at', 'timestamptz')
    .addColumn('outcome', 'text')
    .addColumn('training_model', 'jsonb')
    .addColumn('trained_model', 'jsonb')
    .addColumn('published_model', 'jsonb')
    .addColumn('published_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('knowledge_bases')
    .ifNotExists()
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(uuidKey))
    .addColumn('company_id', 'uuid', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('created_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('knowledge_bases_company').ifNotExists().on('knowledge_bases').column('company_id').execute();

  await db.schema
    .createTable('knowledge_base_intents')
    .ifNotExists()
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(uuidKey))
    .addColumn('knowledge_base_id', 'uuid', (c) => c.notNull().references('knowledge_bases.id').onDelete('cascade'))
    .addColumn('company_id', 'uuid', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('utterances', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('created_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('knowledge_base_intents_base').ifNotExists().on('knowledge_base_intents').column('knowledge_base_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['knowledge_base_intents', 'knowledge_bases', 'ai_trainings', 'ai_entities', 'ai_utterances', 'ai_intents']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
