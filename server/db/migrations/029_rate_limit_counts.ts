import { sql, type Kysely } from 'kysely';

/**
 * Requests counted against a rate limit (an IP on /auth or the web chat, a data station token),
 * one row per key and window: the instances of a deployment on one PostgreSQL count together.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rate_limit_counts')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addColumn('window_ends_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await sql`create index rate_limit_counts_window_ends_at on rate_limit_counts (window_ends_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rate_limit_counts').execute();
}
