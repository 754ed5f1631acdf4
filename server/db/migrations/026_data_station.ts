import { sql, type Kysely } from 'kysely';

/**
 * The data station (docs/data-station.md): a company's data tables with typed columns, rows as
 * jsonb (the key column's value copied to `key_value` so the database keeps it unique), and the
 * API tokens flows read and write them with (only the token's SHA-256 is kept).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('data_tables')
    .ifNotExists()
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('company_id', 'uuid', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('key_column', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index if not exists data_tables_name on data_tables (company_id, lower(name))`.execute(db);

  await db.schema
    .createTable('data_columns')
    .ifNotExists()
    .addColumn('table_id', 'uuid', (c) => c.notNull().references('data_tables.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('text', 'number', 'boolean', 'date')`))
    .addColumn('required', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();
  await sql`create unique index if not exists data_columns_name on data_columns (table_id, lower(name))`.execute(db);

  await db.schema
    .createTable('data_rows')
    .ifNotExists()
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('table_id', 'uuid', (c) => c.notNull().references('data_tables.id').onDelete('cascade'))
    .addColumn('company_id', 'uuid', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('data', 'jsonb', (c) => c.notNull())
    .addColumn('key_value', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index if not exists data_rows_table on data_rows (table_id, created_at, id)`.execute(db);
  await sql`create unique index if not exists data_rows_key on data_rows (table_id, key_value) where key_value is not null`.execute(db);

  await db.schema
    .createTable('data_tokens')
    .ifNotExists()
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('company_id', 'uuid', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('scope', 'text', (c) => c.notNull().check(sql`scope in ('read', 'read-write')`))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('hint', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz')
    .addColumn('created_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_used_at', 'timestamptz')
    .execute();
  await sql`create unique index if not exists data_tokens_name on data_tokens (company_id, lower(name))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['data_tokens', 'data_rows', 'data_columns', 'data_tables']) await db.schema.dropTable(table).ifExists().execute();
}
