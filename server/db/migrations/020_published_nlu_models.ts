import type { Kysely } from 'kysely';

/**
 * The built-in NLU classifiers an assistant version went live with (docs/built-in-nlu.md): when
 * a version is published (also when it is created published, or rolled back to), the trained
 * classifier of every built-in NLU connection its AI modules use is kept with it, once. Live
 * conversations of that version predict with it, whatever is trained afterwards; the designer's
 * test chat uses the connection's newest classifier.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('published_nlu_models')
    .ifNotExists()
    .addColumn('version_id', 'uuid', (c) => c.notNull().references('bot_versions.id').onDelete('cascade'))
    .addColumn('connection_id', 'uuid', (c) => c.notNull().references('ai_connections.id').onDelete('cascade'))
    .addColumn('classifier', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('source', 'jsonb', (c) => c.notNull())
    .addColumn('trained_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('published_nlu_models_pk', ['version_id', 'connection_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('published_nlu_models').ifExists().execute();
}
