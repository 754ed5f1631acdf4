import type { Kysely } from 'kysely';

/**
 * The built-in NLU's trained classifiers (docs/built-in-nlu.md): one row per AI connection of
 * type BuiltInNlu with the state of its last training (training, trained or failed, and when it
 * started) and the last classifier that trained well: the NLP.js export, the language it
 * understands, the intents and entities it learnt from and when it was trained. Predictions
 * use that classifier, also while a new training runs and after a restart.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('built_in_nlu_models')
    .ifNotExists()
    .addColumn('connection_id', 'uuid', (c) => c.primaryKey().references('ai_connections.id').onDelete('cascade'))
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('started_at', 'timestamptz', (c) => c.notNull())
    .addColumn('classifier', 'text')
    .addColumn('language', 'text')
    .addColumn('source', 'jsonb')
    .addColumn('trained_at', 'timestamptz')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('built_in_nlu_models').ifExists().execute();
}
