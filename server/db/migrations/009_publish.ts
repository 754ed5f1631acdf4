import { sql, type Kysely } from 'kysely';

/**
 * Publishing (docs/publishing.md): a version of an assistant goes live on every channel only
 * when it is published. Each publication is a row of bot_publications, so the history says
 * who made which version live and when; the newest row of an assistant names its live
 * version. Test chats of the draft (the newest saved version) are marked on the conversation.
 *
 * Existing assistants ran their newest saved version until now: that version is published
 * here (kind UPGRADE, nobody's name), so every channel keeps answering as it did. Running it
 * again publishes only assistants that still have no publication.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('bot_publications')
    .ifNotExists()
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    // Insertion order: two publications in the same millisecond keep their order.
    .addColumn('seq', 'bigserial', (c) => c.notNull())
    .addColumn('bot_id', 'uuid', (c) => c.notNull().references('bots.id').onDelete('cascade'))
    .addColumn('version_id', 'uuid', (c) => c.notNull().references('bot_versions.id').onDelete('cascade'))
    // PUBLISH (a version made live), ROLLBACK (an older version made live again), CREATED (the
    // first version of a new assistant), UPGRADE (the newest saved version when publishing began).
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('PUBLISH', 'ROLLBACK', 'CREATED', 'UPGRADE')`))
    .addColumn('published_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('published_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('bot_publications_bot_seq').ifNotExists().on('bot_publications').columns(['bot_id', 'seq']).execute();

  // A web chat conversation opened by the test chat on the draft: it reopens on the draft too.
  await sql`alter table conversations add column if not exists draft boolean not null default false`.execute(db);

  await sql`
    insert into bot_publications (bot_id, version_id, kind, published_by, published_at)
    select distinct on (v.bot_id) v.bot_id, v.id, 'UPGRADE', null, now()
      from bot_versions as v
     where not exists (select 1 from bot_publications as p where p.bot_id = v.bot_id)
     order by v.bot_id, v.created_at desc, v.id`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table conversations drop column if exists draft`.execute(db);
  await db.schema.dropTable('bot_publications').ifExists().execute();
}
