import { sql, type Kysely } from 'kysely';

/**
 * Runs of code blocks (docs/code-station.md, the code station reports of spec 01 section 2.2):
 * each run of a block in a conversation's flow module or as a test run from the editor, with
 * its inputs and output (bounded, secrets masked), its error and how long it took.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('code_block_runs')
    .ifNotExists()
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('company_id', 'uuid', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('code_block_id', 'uuid', (c) => c.notNull().references('code_blocks.id').onDelete('cascade'))
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('ran_in', 'text', (c) => c.notNull())
    .addColumn('conversation_id', 'uuid')
    .addColumn('inputs', 'text', (c) => c.notNull())
    .addColumn('output', 'text')
    .addColumn('error', 'text')
    .addColumn('duration_ms', 'integer', (c) => c.notNull())
    .addColumn('started_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('code_block_runs_block_started').ifNotExists().on('code_block_runs').columns(['code_block_id', 'started_at']).execute();
  await db.schema.createIndex('code_block_runs_company').ifNotExists().on('code_block_runs').columns(['company_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('code_block_runs').ifExists().execute();
}
