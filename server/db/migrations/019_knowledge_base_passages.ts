import { sql, type Kysely } from 'kysely';

/**
 * Knowledge-base documents and their passages (spec 03 sections 2.6 and 3.2, docs/knowledge-base.md):
 * an uploaded document's text is split into passages, each kept with its embedding from the
 * vector-search model of a generative connection. With the pgvector extension (PGlite loads it,
 * a PostgreSQL server may have it installed) the embedding is a `vector` column ranked with the
 * cosine distance operator <=>; without it the embedding is a real[] ranked in process.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const available = await sql<{ name: string }>`select name from pg_available_extensions where name = 'vector'`.execute(db);
  const withVector = available.rows.length > 0;
  if (withVector) await sql`create extension if not exists vector`.execute(db);

  await db.schema
    .createTable('knowledge_base_documents')
    .ifNotExists()
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('knowledge_base_id', 'uuid', (c) => c.notNull().references('knowledge_bases.id').onDelete('cascade'))
    .addColumn('company_id', 'uuid', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('provider_id', 'uuid', (c) => c.notNull())
    .addColumn('created_by', 'uuid')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('knowledge_base_documents_base').ifNotExists().on('knowledge_base_documents').column('knowledge_base_id').execute();

  await db.schema
    .createTable('knowledge_base_passages')
    .ifNotExists()
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('document_id', 'uuid', (c) => c.notNull().references('knowledge_base_documents.id').onDelete('cascade'))
    .addColumn('knowledge_base_id', 'uuid', (c) => c.notNull().references('knowledge_bases.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('dimensions', 'integer', (c) => c.notNull())
    // The model decides the dimension, so the column has none and no approximate index (which needs one):
    // a search reads one knowledge base's passages (indexed below) and ranks them exactly.
    .addColumn('embedding', withVector ? sql`vector` : sql`real[]`, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('knowledge_base_passages_base').ifNotExists().on('knowledge_base_passages').columns(['knowledge_base_id', 'dimensions']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('knowledge_base_passages').ifExists().execute();
  await db.schema.dropTable('knowledge_base_documents').ifExists().execute();
}
