import { sql, type Kysely } from 'kysely';

/**
 * The company secret manager (docs/secret-manager.md): named values an ADMIN writes once and
 * integration calls reference as {{secret.NAME}}. The value is sealed with the server's secret
 * key (AES-GCM) and never answered; names are unique per company whatever their case.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('company_secrets')
    .ifNotExists()
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('company_id', 'uuid', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('value_enc', 'text', (c) => c.notNull())
    .addColumn('hint', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_used_at', 'timestamptz')
    .execute();
  await sql`create unique index if not exists company_secrets_name on company_secrets (company_id, lower(name))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('company_secrets').ifExists().execute();
}
