import { sql, type Kysely } from 'kysely';

/**
 * What the assistant sends out on a channel waits here until the channel took it: a row per
 * delivery, claimed by the sender for a lease (a sender that dies leaves it to the next),
 * retried with growing waits, kept with its last error when the channel refused it for good.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('outbound_deliveries')
    .ifNotExists()
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('channel_id', 'uuid', (c) => c.notNull().references('channels.id').onDelete('cascade'))
    .addColumn('conversation_id', 'uuid', (c) => c.references('conversations.id').onDelete('set null'))
    .addColumn('payload', 'jsonb', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'timestamptz', (c) => c.notNull())
    .addColumn('claimed_until', 'timestamptz')
    .addColumn('delivered_at', 'timestamptz')
    .addColumn('failed_at', 'timestamptz')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index if not exists outbound_deliveries_due on outbound_deliveries (next_attempt_at) where delivered_at is null and failed_at is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('outbound_deliveries').ifExists().execute();
}
