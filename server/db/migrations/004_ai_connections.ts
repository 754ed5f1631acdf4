import { sql, type Kysely } from 'kysely';

/** AI connections of a company (Dialogflow first): public settings as jsonb, the key encrypted. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('ai_connections')
    .ifNotExists()
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('company_id', 'uuid', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('backend', 'text', (c) => c.notNull())
    .addColumn('project_name', 'text', (c) => c.notNull())
    .addColumn('settings', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('secret_enc', 'text', (c) => c.notNull())
    .addColumn('created_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('ai_connections_company').ifNotExists().on('ai_connections').column('company_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('ai_connections').ifExists().execute();
}
