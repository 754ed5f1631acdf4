import { sql, type Kysely } from 'kysely';

/** Companies in full (account info, creator, guide fields), assistants, their versions and templates. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const now = sql`now()`;

  await db.schema
    .alterTable('companies')
    .addColumn('specialization', 'text')
    .addColumn('has_credit_card', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('request_description', 'text')
    .addColumn('host_name', 'text')
    .addColumn('created_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .execute();

  await db.schema
    .createTable('account_info')
    .ifNotExists()
    .addColumn('company_id', 'uuid', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('people_count', 'text', (c) => c.notNull())
    .addColumn('work_field', 'text', (c) => c.notNull())
    .addColumn('job_title', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('account_info_pk', ['company_id', 'user_id'])
    .execute();

  await db.schema.createIndex('invitations_company').ifNotExists().on('invitations').column('company_id').execute();

  await db.schema
    .createTable('bots')
    .ifNotExists()
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('fid', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('company_id', 'uuid', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('created_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('archived_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('bots_company').ifNotExists().on('bots').column('company_id').execute();

  await db.schema
    .createTable('bot_versions')
    .ifNotExists()
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('bot_id', 'uuid', (c) => c.notNull().references('bots.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('flow', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('created_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('bot_versions_bot').ifNotExists().on('bot_versions').column('bot_id').execute();

  await db.schema
    .createTable('bot_templates')
    .ifNotExists()
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('specialization', 'text')
    .addColumn('ai_bot', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('ai_id', 'text')
    .addColumn('flow', 'jsonb', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['bot_templates', 'bot_versions', 'bots', 'account_info']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  await db.schema.dropIndex('invitations_company').ifExists().execute();
  await db.schema
    .alterTable('companies')
    .dropColumn('specialization')
    .dropColumn('has_credit_card')
    .dropColumn('request_description')
    .dropColumn('host_name')
    .dropColumn('created_by')
    .execute();
}
