import type { Db } from '../../../db/connect';
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
