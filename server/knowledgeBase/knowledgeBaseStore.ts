import type { Db } from '../db/connect';

/** A knowledge base as the auto generative panel lists it (spec 03 section 3.2). */
export type KnowledgeBaseView = { _id: string; label: string; companyId: string; createdAt: string; createdBy: string };
export type KnowledgeBaseIntentView = KnowledgeBaseView & { updatedAt: string; knowledgeBaseId: string; language: string; utterances: string[] };

const stringsOf = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

export async function knowledgeBasesOf(db: Db, companyId: string): Promise<KnowledgeBaseView[]> {
  const rows = await db
    .selectFrom('knowledge_bases')
    .select(['id', 'label', 'company_id', 'created_at', 'created_by'])
    .where('company_id', '=', companyId)
    .orderBy('created_at')
    .orderBy('label')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ _id: row.id, label: row.label, companyId: row.company_id, createdAt: row.created_at.toISOString(), createdBy: row.created_by ?? '' }));
}

export async function knowledgeBaseCompany(db: Db, knowledgeBaseId: string): Promise<string | undefined> {
  const row = await db.selectFrom('knowledge_bases').select('company_id').where('id', '=', knowledgeBaseId).executeTakeFirst();
  return row?.company_id;
}

export async function knowledgeBaseIntents(db: Db, knowledgeBaseId: string): Promise<KnowledgeBaseIntentView[]> {
  const rows = await db.selectFrom('knowledge_base_intents').selectAll().where('knowledge_base_id', '=', knowledgeBaseId).orderBy('label').orderBy('id').execute();
  return rows.map((row) => ({
    _id: row.id,
    label: row.label,
    companyId: row.company_id,
    createdBy: row.created_by ?? '',
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    knowledgeBaseId: row.knowledge_base_id,
    language: row.language,
    utterances: stringsOf(row.utterances),
  }));
}

export type NewKnowledgeBase = { companyId: string; userId: string | null; label: string; intents: Array<{ label: string; language: string; utterances: string[] }> };

/** Whether the company has a knowledge base of this name (letter case aside). */
export async function knowledgeBaseLabelTaken(db: Db, companyId: string, label: string): Promise<boolean> {
  const row = await db
    .selectFrom('knowledge_bases')
    .select('id')
    .where('company_id', '=', companyId)
    .where((eb) => eb(eb.fn('lower', ['label']), '=', label.toLowerCase()))
    .executeTakeFirst();
  return row !== undefined;
}

/** A knowledge base with its intents (the demo data, and an empty one from the Auto Generative panel's documents view). */
export async function insertKnowledgeBase(db: Db, now: Date, input: NewKnowledgeBase): Promise<string> {
  const base = await db
    .insertInto('knowledge_bases')
    .values({ company_id: input.companyId, label: input.label, created_by: input.userId, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const intent of input.intents) {
    await db
      .insertInto('knowledge_base_intents')
      .values({
        knowledge_base_id: base.id,
        company_id: input.companyId,
        label: intent.label,
        language: intent.language,
        utterances: JSON.stringify(intent.utterances),
        created_by: input.userId,
        created_at: now,
        updated_at: now,
      })
      .execute();
  }
  return base.id;
}

/** The view of one knowledge base. */
export async function knowledgeBaseView(db: Db, knowledgeBaseId: string): Promise<KnowledgeBaseView | undefined> {
  const row = await db.selectFrom('knowledge_bases').select(['id', 'label', 'company_id', 'created_at', 'created_by']).where('id', '=', knowledgeBaseId).executeTakeFirst();
  return row && { _id: row.id, label: row.label, companyId: row.company_id, createdAt: row.created_at.toISOString(), createdBy: row.created_by ?? '' };
}
