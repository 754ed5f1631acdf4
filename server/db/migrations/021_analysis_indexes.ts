import { sql, type Kysely } from 'kysely';

/**
 * What the AI reporting figures read (spec 01 section 2.16): a company's messages by date, and
 * the AI modules' predictions (LOG rows whose debug_info keeps a prediction outcome) of each
 * conversation without reading its other messages.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('conversation_messages_company_date').ifNotExists().on('conversation_messages').columns(['company_id', 'message_date']).execute();
  await sql`create index if not exists conversation_messages_predictions on conversation_messages (conversation_id)
    where message_type = 'LOG' and debug_info ? 'prediction'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('conversation_messages_predictions').ifExists().execute();
  await db.schema.dropIndex('conversation_messages_company_date').ifExists().execute();
}
