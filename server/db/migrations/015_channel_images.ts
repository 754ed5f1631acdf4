import { sql, type Kysely } from 'kysely';

/**
 * Images of a channel's look (spec 02 sections 5 and 9), uploaded by the console and served
 * to the widget from /media/channel-images/:id. An image goes with its channel's row (and so
 * with its company); while the channel is DELETED it is no longer served.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('channel_images')
    .ifNotExists()
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('channel_id', 'uuid', (c) => c.notNull().references('channels.id').onDelete('cascade'))
    .addColumn('company_id', 'uuid', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('bytes', 'bytea', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('channel_images_channel').ifNotExists().on('channel_images').column('channel_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('channel_images').ifExists().execute();
}
