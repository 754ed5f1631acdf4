import type { Kysely } from 'kysely';

/**
 * What the assistant analysis reads (spec 01 section 2.2, /assistant-analyze): one assistant's
 * conversations by start date, without reading the rest of its company's.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('conversations_bot_start').ifNotExists().on('conversations').columns(['bot_id', 'start_date']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('conversations_bot_start').ifExists().execute();
}
