import { sql, type Kysely } from 'kysely';
import type { Db } from '../../../db/connect';
import type { Database } from '../../../db/schema';
import type { TrainedModel } from '../training';

/**
 * The built-in NLU's trainings in the console's database (migration 018): the state of the
 * last training and the last classifier that trained well, so a restart keeps it.
 */

export type TrainingState = 'training' | 'trained' | 'failed';

export type StoredClassifier = { classifier: string; language: string; source: TrainedModel; trainedAt: Date };

export type StoredNluModel = { state: TrainingState; startedAt: Date; classifier: StoredClassifier | null };

function stateOf(value: string): TrainingState {
  return value === 'training' || value === 'trained' ? value : 'failed';
}

export async function readNluModel(db: Db, connectionId: string): Promise<StoredNluModel | undefined> {
  const row = await db.selectFrom('built_in_nlu_models').selectAll().where('connection_id', '=', connectionId).executeTakeFirst();
  if (!row) return undefined;
  const classifier =
    row.classifier !== null && row.language !== null && row.trained_at !== null && row.source !== null
      ? { classifier: row.classifier, language: row.language, source: row.source as TrainedModel, trainedAt: row.trained_at }
      : null;
  return { state: stateOf(row.state), startedAt: row.started_at, classifier };
}

/** A training starts: the classifier trained before stays until the new one is ready. */
export async function markTraining(db: Db, connectionId: string, now: Date): Promise<void> {
  const values = { state: 'training', started_at: now };
  await db
    .insertInto('built_in_nlu_models')
    .values({ connection_id: connectionId, ...values })
    .onConflict((oc) => oc.column('connection_id').doUpdateSet(values))
    .execute();
}

export async function markFailed(db: Db, connectionId: string): Promise<void> {
  await db.updateTable('built_in_nlu_models').set({ state: 'failed' }).where('connection_id', '=', connectionId).execute();
}

/** A training ended well: its classifier is the one predictions use from now on. */
export async function saveClassifier(db: Db, connectionId: string, classifier: StoredClassifier): Promise<void> {
  await db
    .updateTable('built_in_nlu_models')
    .set({
      state: 'trained',
      classifier: classifier.classifier,
      language: classifier.language,
      source: JSON.stringify(classifier.source),
      trained_at: classifier.trainedAt,
    })
    .where('connection_id', '=', connectionId)
    .execute();
}

/**
 * Keeps with a version going live (inside the publication's transaction) the trained classifier
 * of each built-in NLU connection of the assistant's company that the version's AI modules
 * answer through (settings.aiType). Once per version: a version published again, or rolled back
 * to, keeps the classifiers it first went live with. Read in the database, so a big flow is not
 * carried to the server for it.
 */
export async function keepPublishedClassifiers(db: Kysely<Database>, versionId: string): Promise<void> {
  await sql`
    insert into published_nlu_models (version_id, connection_id, classifier, language, source, trained_at)
    select v.id, m.connection_id, m.classifier, m.language, m.source, m.trained_at
    from bot_versions v
    join bots b on b.id = v.bot_id
    join ai_connections c on c.company_id = b.company_id
    join built_in_nlu_models m on m.connection_id = c.id
    where v.id = ${versionId}
      and m.classifier is not null and m.language is not null and m.source is not null and m.trained_at is not null
      and exists (
        select 1
        from jsonb_array_elements(case when jsonb_typeof(v.flow -> 'modules') = 'array' then v.flow -> 'modules' else '[]'::jsonb end) as module
        where module -> 'settings' ->> 'aiType' = c.id::text
      )
    on conflict (version_id, connection_id) do nothing
  `.execute(db);
}

/** The classifier the version went live with for this connection, if one was kept. */
export async function readPublishedClassifier(db: Db, versionId: string, connectionId: string): Promise<StoredClassifier | undefined> {
  const row = await db
    .selectFrom('published_nlu_models')
    .select(['classifier', 'language', 'source', 'trained_at'])
    .where('version_id', '=', versionId)
    .where('connection_id', '=', connectionId)
    .executeTakeFirst();
  return row ? { classifier: row.classifier, language: row.language, source: row.source as TrainedModel, trainedAt: row.trained_at } : undefined;
}
