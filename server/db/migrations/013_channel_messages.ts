import { sql, type Kysely } from 'kysely';

/**
 * What the channel layer needs to lose nothing and to say how a message went:
 * - an inbound claim keeps the message it claimed (`event`) until its turn is done
 *   (`processed_at`), so a server that stops after answering the provider runs it on its next start;
 * - outbound deliveries go out in the order they were queued, one conversation at a time (`seq`),
 *   and keep the id the provider gave the message (its status webhooks name it);
 * - an assistant's message sent on a channel carries its delivery status (sent, delivered, read, failed).
 * A client message's provider id is kept in conversation_messages.outer_message_id.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('inbound_claims').addColumn('event', 'jsonb').execute();
  await db.schema.alterTable('inbound_claims').addColumn('processed_at', 'timestamptz').execute();
  await sql`create index if not exists inbound_claims_waiting on inbound_claims (claimed_at) where event is not null and processed_at is null`.execute(db);
  await sql`alter table outbound_deliveries add column if not exists seq bigserial`.execute(db);
  await db.schema.alterTable('outbound_deliveries').addColumn('provider_message_id', 'text').execute();
  await sql`create index if not exists outbound_deliveries_provider_id on outbound_deliveries (channel_id, provider_message_id) where provider_message_id is not null`.execute(db);
  await sql`create index if not exists outbound_deliveries_conversation on outbound_deliveries (conversation_id, seq) where delivered_at is null and failed_at is null`.execute(db);
  await db.schema.alterTable('conversation_messages').addColumn('delivery_status', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('conversation_messages').dropColumn('delivery_status').execute();
  await sql`drop index if exists outbound_deliveries_conversation`.execute(db);
  await sql`drop index if exists outbound_deliveries_provider_id`.execute(db);
  await db.schema.alterTable('outbound_deliveries').dropColumn('provider_message_id').execute();
  await db.schema.alterTable('outbound_deliveries').dropColumn('seq').execute();
  await sql`drop index if exists inbound_claims_waiting`.execute(db);
  await db.schema.alterTable('inbound_claims').dropColumn('processed_at').execute();
  await db.schema.alterTable('inbound_claims').dropColumn('event').execute();
}
