import { sql, type Kysely } from 'kysely';

/**
 * The one-time passwords a web chat sent to its visitors' phones (spec 02 section 3, sign-in):
 * one row per channel and phone with a keyed hash of the code (never the code), its end, the
 * wrong answers so far and when a right answer spent it, and when the phone asked for codes
 * (at most five an hour). Any server process checks any code; a restart forgets none.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('web_chat_sign_in_codes')
    .ifNotExists()
    .addColumn('channel_id', 'uuid', (c) => c.notNull().references('channels.id').onDelete('cascade'))
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('name', 'text')
    .addColumn('email', 'text')
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('consumed_at', 'timestamptz')
    .addColumn('asked_at', sql`timestamptz[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addPrimaryKeyConstraint('web_chat_sign_in_codes_pk', ['channel_id', 'phone'])
    .execute();
  await db.schema.createIndex('web_chat_sign_in_codes_expires').ifNotExists().on('web_chat_sign_in_codes').column('expires_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('web_chat_sign_in_codes').ifExists().execute();
}
