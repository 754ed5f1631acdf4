import { sql, type Kysely } from 'kysely';

/**
 * A provider's message id, claimed once per channel: a webhook delivered twice (providers
 * retry on a slow answer or a network error) runs its turn once. The claim keeps the
 * conversation it went to, so the repeat is answered as the first was.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('inbound_claims')
    .ifNotExists()
    .addColumn('channel_id', 'uuid', (c) => c.notNull().references('channels.id').onDelete('cascade'))
    .addColumn('provider_message_id', 'text', (c) => c.notNull())
    .addColumn('conversation_id', 'uuid', (c) => c.references('conversations.id').onDelete('set null'))
    .addColumn('claimed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('inbound_claims_pk', ['channel_id', 'provider_message_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('inbound_claims').ifExists().execute();
}
