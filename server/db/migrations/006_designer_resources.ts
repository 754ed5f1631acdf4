import { sql, type Kysely } from 'kysely';

/**
 * What the flow designer's panels read (spec 03 sections 6 and 7.2): the designer role of a
 * member, a version's partner (ucd) settings, a company's integrations (public properties as
 * jsonb, credentials AES-GCM sealed like an AI connection's key), code blocks with versions
 * and parameters, conversation tags, partners, and the local sandboxes' own records.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const now = sql`now()`;

  // Only consulted with the user-role setting on; ADMINs always design in full.
  await db.schema
    .alterTable('company_users')
    .addColumn('designer_role', 'text', (c) =>
      c
        .notNull()
        .defaultTo('VIEWER')
        .check(sql`designer_role in ('VIEWER', 'DESIGNER')`),
    )
    .execute();

  // The partner integration of a version (personalized logic); the token is sealed.
  await db.schema.alterTable('bot_versions').addColumn('partner_name', 'text').addColumn('request_token_enc', 'text').execute();

  await db.schema
    .createTable('integrations')
    .ifNotExists()
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('company_id', 'uuid', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('properties', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('secrets_enc', 'text')
    .addColumn('created_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('integrations_company_type').ifNotExists().on('integrations').columns(['company_id', 'type']).execute();

  await db.schema
    .createTable('code_blocks')
    .ifNotExists()
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('company_id', 'uuid', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('agent_id', 'text')
    .addColumn('created_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('code_blocks_company').ifNotExists().on('code_blocks').column('company_id').execute();

  await db.schema
    .createTable('code_block_versions')
    .ifNotExists()
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('code_block_id', 'uuid', (c) => c.notNull().references('code_blocks.id').onDelete('cascade'))
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('parameters', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('code_block_versions_unique', ['code_block_id', 'version'])
    .execute();

  await db.schema
    .createTable('conversation_tags')
    .ifNotExists()
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('company_id', 'uuid', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('conversation_tags_unique', ['company_id', 'name'])
    .execute();

  await db.schema
    .createTable('company_partners')
    .ifNotExists()
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('company_id', 'uuid', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('partner_name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('company_partners_unique', ['company_id', 'partner_name'])
    .execute();

  // The sandboxes' side of the providers (what the provider itself would hold): one row per record.
  await db.schema
    .createTable('provider_sandbox_records')
    .ifNotExists()
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('data', 'jsonb', (c) => c.notNull())
    .addPrimaryKeyConstraint('provider_sandbox_records_pk', ['kind', 'scope', 'key'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['provider_sandbox_records', 'company_partners', 'conversation_tags', 'code_block_versions', 'code_blocks', 'integrations']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  await db.schema.alterTable('bot_versions').dropColumn('partner_name').dropColumn('request_token_enc').execute();
  await db.schema.alterTable('company_users').dropColumn('designer_role').execute();
}
