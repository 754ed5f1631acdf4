import { sql } from 'kysely';
import type { Db } from '../db/connect';

/**
 * Where the knowledge base's passages and their embeddings are kept and searched. With pgvector
 * (migration 019 found the extension) an embedding is a `vector` ranked by the cosine distance
 * operator <=>; without it a real[] ranked by the same cosine similarity computed in SQL.
 */

export type VectorMode = 'pgvector' | 'real[]';

const modes = new WeakMap<Db, Promise<VectorMode>>();

/** How this database keeps embeddings (asked once per connection). */
export function vectorMode(db: Db): Promise<VectorMode> {
  let mode = modes.get(db);
  if (!mode) {
    mode = sql<{ udt_name: string }>`select udt_name from information_schema.columns where table_name = 'knowledge_base_passages' and column_name = 'embedding'`
      .execute(db)
      .then((result) => (result.rows[0]?.udt_name === 'vector' ? 'pgvector' : 'real[]'));
    modes.set(db, mode);
  }
  return mode;
}

/** The startup log line saying how passages are ranked. */
export async function vectorModeLine(db: Db): Promise<string> {
  return (await vectorMode(db)) === 'pgvector'
    ? 'knowledge base: passages are ranked with pgvector (cosine distance)'
    : 'knowledge base: pgvector is not installed in this database; passages keep real[] embeddings ranked by cosine similarity in SQL';
}

const finite = (vector: number[]) => vector.map((value) => (Number.isFinite(value) ? value : 0));
const literal = (mode: VectorMode, vector: number[]) => (mode === 'pgvector' ? `[${finite(vector).join(',')}]` : `{${finite(vector).join(',')}}`);

export type NewDocument = {
  knowledgeBaseId: string;
  companyId: string;
  title: string;
  contentType: string;
  size: number;
  providerId: string;
  userId: string | null;
  now: Date;
  passages: Array<{ text: string; embedding: number[] }>;
};

export type DocumentView = { _id: string; knowledgeBaseId: string; title: string; contentType: string; size: number; passages: number; providerId: string; createdAt: string };

/** Stores a document and its passages, all or nothing. */
export async function insertDocument(db: Db, input: NewDocument): Promise<DocumentView> {
  const mode = await vectorMode(db);
  const cast = mode === 'pgvector' ? sql`vector` : sql`real[]`;
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('knowledge_base_documents')
      .values({
        knowledge_base_id: input.knowledgeBaseId,
        company_id: input.companyId,
        title: input.title,
        content_type: input.contentType,
        size: input.size,
        provider_id: input.providerId,
        created_by: input.userId,
        created_at: input.now,
      })
      .returning(['id', 'created_at'])
      .executeTakeFirstOrThrow();
    for (const [position, passage] of input.passages.entries()) {
      await sql`insert into knowledge_base_passages (document_id, knowledge_base_id, position, text, dimensions, embedding)
        values (${row.id}, ${input.knowledgeBaseId}, ${position}, ${passage.text}, ${passage.embedding.length}, ${literal(mode, passage.embedding)}::${cast})`.execute(trx);
    }
    return {
      _id: row.id,
      knowledgeBaseId: input.knowledgeBaseId,
      title: input.title,
      contentType: input.contentType,
      size: input.size,
      passages: input.passages.length,
      providerId: input.providerId,
      createdAt: row.created_at.toISOString(),
    };
  });
}

/** A knowledge base's documents, newest first. */
export async function documentsOf(db: Db, knowledgeBaseId: string, companyId: string): Promise<DocumentView[]> {
  const rows = await db
    .selectFrom('knowledge_base_documents as d')
    .select(['d.id', 'd.knowledge_base_id', 'd.title', 'd.content_type', 'd.size', 'd.provider_id', 'd.created_at'])
    .select((eb) => eb.selectFrom('knowledge_base_passages as p').whereRef('p.document_id', '=', 'd.id').select(eb.fn.countAll<string>().as('n')).as('passages'))
    .where('d.knowledge_base_id', '=', knowledgeBaseId)
    .where('d.company_id', '=', companyId)
    .orderBy('d.created_at', 'desc')
    .orderBy('d.id')
    .execute();
  return rows.map((row) => ({
    _id: row.id,
    knowledgeBaseId: row.knowledge_base_id,
    title: row.title,
    contentType: row.content_type,
    size: row.size,
    passages: Number(row.passages ?? 0),
    providerId: row.provider_id,
    createdAt: row.created_at.toISOString(),
  }));
}

/** Removes a document of the knowledge base with its passages (they cascade); false when there was none. */
export async function deleteDocument(db: Db, knowledgeBaseId: string, documentId: string): Promise<boolean> {
  const result = await db.deleteFrom('knowledge_base_documents').where('id', '=', documentId).where('knowledge_base_id', '=', knowledgeBaseId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export type FoundPassage = { id: string; documentId: string; title: string; text: string; position: number; score: number };

/**
 * The `limit` passages of the company's knowledge base most similar to the embedding (cosine
 * similarity, 1 = same direction), those at `minScore` or more, best first. Only passages
 * embedded with the same dimension (the same model) are compared.
 */
export async function searchPassages(db: Db, query: { knowledgeBaseId: string; companyId: string; embedding: number[]; limit: number; minScore: number }): Promise<FoundPassage[]> {
  const mode = await vectorMode(db);
  const value = literal(mode, query.embedding);
  const score =
    mode === 'pgvector'
      ? sql<number>`1 - (p.embedding <=> ${value}::vector)`
      : sql<number>`(select sum(a * b) / nullif(sqrt(sum(a * a)) * sqrt(sum(b * b)), 0) from unnest(p.embedding, ${value}::real[]) as pair(a, b))`;
  const result = await sql<{ id: string; document_id: string; title: string; text: string; position: number; score: number | null }>`
    select * from (
      select p.id, p.document_id, d.title, p.text, p.position, ${score} as score
      from knowledge_base_passages p join knowledge_base_documents d on d.id = p.document_id
      where p.knowledge_base_id = ${query.knowledgeBaseId} and d.company_id = ${query.companyId} and p.dimensions = ${query.embedding.length}
    ) ranked
    where score >= ${query.minScore}
    order by score desc, position, id
    limit ${query.limit}`.execute(db);
  return result.rows.map((row) => ({ id: row.id, documentId: row.document_id, title: row.title, text: row.text, position: row.position, score: Number(row.score ?? 0) }));
}
