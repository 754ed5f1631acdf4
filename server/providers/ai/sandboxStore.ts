import { sql } from 'kysely';
import type { Db } from '../../db/connect';
import { isUniqueViolation } from '../../db/errors';
import {
  AiProviderError,
  providerMessages,
  type AiProvider,
  type EntityLabel,
  type IntentDetails,
  type IntentParameter,
  type IntentRows,
  type RemoteEntity,
  type RemoteIntent,
} from './provider';
import type { TrainedModel } from './training';

/**
 * The sandbox provider's data in the console's database (migration 005): intents, their
 * utterances and parameters, entities with labels. Names and utterance texts are unique per
 * connection regardless of case, as the real providers require.
 */

type IntentRow = { id: string; name: string };

const lower = (column: string) => sql<string>`lower(${sql.ref(column)})`;

/** Whatever is stored as jsonb, read back as the list it should be. */
function listOf<T>(value: unknown): T[] {
  return Array.isArray(value) ? (value as T[]) : [];
}

async function uniqueOr<T>(run: () => Promise<T>, message: string): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AiProviderError('duplicate', message);
    throw error;
  }
}

export async function listIntents(db: Db, connectionId: string): Promise<RemoteIntent[]> {
  const rows = await db.selectFrom('ai_intents').select(['id', 'name']).where('connection_id', '=', connectionId).orderBy(lower('name')).orderBy('seq').execute();
  return rows.map((row) => ({ intent: row.name, intent_id: row.id }));
}

async function intentById(db: Db, connectionId: string, intentId: string): Promise<IntentRow & { parameters: unknown }> {
  const row = await db.selectFrom('ai_intents').select(['id', 'name', 'parameters']).where('connection_id', '=', connectionId).where('id', '=', intentId).executeTakeFirst();
  if (!row) throw new AiProviderError('notFound', providerMessages.intentNotFound);
  return row;
}

async function intentByName(db: Db, connectionId: string, name: string): Promise<(IntentRow & { parameters: unknown }) | undefined> {
  return db
    .selectFrom('ai_intents')
    .select(['id', 'name', 'parameters'])
    .where('connection_id', '=', connectionId)
    .where(lower('name'), '=', name.toLowerCase())
    .executeTakeFirst();
}

async function refuseDuplicateIntent(db: Db, connectionId: string, name: string, exceptId?: string): Promise<void> {
  const existing = await intentByName(db, connectionId, name);
  if (existing && existing.id !== exceptId) throw new AiProviderError('duplicate', providerMessages.duplicateIntent);
}

export async function addIntent(db: Db, connectionId: string, name: string): Promise<string> {
  await refuseDuplicateIntent(db, connectionId, name);
  const row = await uniqueOr(
    () => db.insertInto('ai_intents').values({ connection_id: connectionId, name }).returning('id').executeTakeFirstOrThrow(),
    providerMessages.duplicateIntent,
  );
  return row.id;
}

export async function removeIntent(db: Db, connectionId: string, intentId: string): Promise<void> {
  await intentById(db, connectionId, intentId);
  await db.deleteFrom('ai_intents').where('connection_id', '=', connectionId).where('id', '=', intentId).execute();
}

export async function intentDetails(db: Db, connectionId: string, intent: { id?: string; name: string }): Promise<IntentDetails> {
  const row = intent.id ? await intentById(db, connectionId, intent.id) : await intentByName(db, connectionId, intent.name);
  if (!row) throw new AiProviderError('notFound', providerMessages.intentNotFound);
  const utterances = await db.selectFrom('ai_utterances').select(['id', 'text']).where('intent_id', '=', row.id).orderBy('seq').execute();
  return { intent: row.name, intentId: row.id, utterances, parameters: listOf<IntentParameter>(row.parameters) };
}

/** Refuses an utterance another intent of the connection already has (one utterance, one intent). */
async function refuseUtteranceElsewhere(db: Db, connectionId: string, intentId: string, text: string): Promise<'new' | 'present'> {
  const owner = await db
    .selectFrom('ai_utterances')
    .innerJoin('ai_intents', 'ai_intents.id', 'ai_utterances.intent_id')
    .select(['ai_intents.id', 'ai_intents.name'])
    .where('ai_utterances.connection_id', '=', connectionId)
    .where(lower('ai_utterances.text'), '=', text.toLowerCase())
    .executeTakeFirst();
  if (!owner) return 'new';
  if (owner.id !== intentId) throw new AiProviderError('duplicate', providerMessages.duplicateUtterance(owner.name));
  return 'present';
}

async function insertUtterance(db: Db, connectionId: string, intentId: string, text: string): Promise<void> {
  await db.insertInto('ai_utterances').values({ connection_id: connectionId, intent_id: intentId, text }).execute();
}

export async function addUtterance(db: Db, connectionId: string, intentName: string, text: string): Promise<void> {
  const intent = await intentByName(db, connectionId, intentName);
  if (!intent) throw new AiProviderError('notFound', providerMessages.intentNotFound);
  if ((await refuseUtteranceElsewhere(db, connectionId, intent.id, text)) === 'present') {
    throw new AiProviderError('duplicate', providerMessages.duplicateUtterance(intent.name));
  }
  await uniqueOr(() => insertUtterance(db, connectionId, intent.id, text), providerMessages.duplicateUtterance(intent.name));
}

export async function removeUtterance(db: Db, connectionId: string, intentName: string, utteranceId: string): Promise<void> {
  const row = await db
    .selectFrom('ai_utterances')
    .innerJoin('ai_intents', 'ai_intents.id', 'ai_utterances.intent_id')
    .select('ai_utterances.id')
    .where('ai_utterances.connection_id', '=', connectionId)
    .where('ai_utterances.id', '=', utteranceId)
    .where(lower('ai_intents.name'), '=', intentName.toLowerCase())
    .executeTakeFirst();
  if (!row) throw new AiProviderError('notFound', providerMessages.utteranceNotFound);
  await db.deleteFrom('ai_utterances').where('id', '=', row.id).execute();
}

async function refuseUnknownEntities(db: Db, connectionId: string, parameters: readonly IntentParameter[]): Promise<void> {
  const names = new Set((await listEntities(db, connectionId)).map((entity) => entity.entity.toLowerCase()));
  for (const parameter of parameters) {
    // System entities (sys.number, sys.date, ...) exist in every agent.
    if (!parameter.entity.startsWith('sys.') && !names.has(parameter.entity.toLowerCase())) {
      throw new AiProviderError('badInput', providerMessages.unknownParameterEntity(parameter.entity));
    }
  }
}

/** Renames the intent and replaces its utterances and parameters, all or nothing. */
export async function updateIntent(db: Db, connectionId: string, intentId: string, change: { name: string; utterances: string[]; parameters: IntentParameter[] }): Promise<void> {
  await db.transaction().execute(async (tx) => {
    await intentById(tx, connectionId, intentId);
    await refuseDuplicateIntent(tx, connectionId, change.name, intentId);
    await refuseUnknownEntities(tx, connectionId, change.parameters);
    await uniqueOr(
      () =>
        tx
          .updateTable('ai_intents')
          .set({ name: change.name, parameters: JSON.stringify(change.parameters) })
          .where('id', '=', intentId)
          .execute(),
      providerMessages.duplicateIntent,
    );
    await tx.deleteFrom('ai_utterances').where('intent_id', '=', intentId).execute();
    for (const text of change.utterances) {
      if ((await refuseUtteranceElsewhere(tx, connectionId, intentId, text)) === 'new') await insertUtterance(tx, connectionId, intentId, text);
    }
  });
}

export async function listEntities(db: Db, connectionId: string): Promise<RemoteEntity[]> {
  const rows = await db.selectFrom('ai_entities').select(['id', 'name', 'labels']).where('connection_id', '=', connectionId).orderBy(lower('name')).orderBy('seq').execute();
  return rows.map((row) => ({ entity: row.name, entity_id: row.id, labels: listOf<EntityLabel>(row.labels) }));
}

async function entityById(db: Db, connectionId: string, entityId: string): Promise<{ id: string; name: string }> {
  const row = await db.selectFrom('ai_entities').select(['id', 'name']).where('connection_id', '=', connectionId).where('id', '=', entityId).executeTakeFirst();
  if (!row) throw new AiProviderError('notFound', providerMessages.entityNotFound);
  return row;
}

async function refuseDuplicateEntity(db: Db, connectionId: string, name: string, exceptId?: string): Promise<void> {
  const existing = await db.selectFrom('ai_entities').select('id').where('connection_id', '=', connectionId).where(lower('name'), '=', name.toLowerCase()).executeTakeFirst();
  if (existing && existing.id !== exceptId) throw new AiProviderError('duplicate', providerMessages.duplicateEntity);
}

export async function addEntity(db: Db, connectionId: string, name: string, labels: EntityLabel[] = []): Promise<string> {
  await refuseDuplicateEntity(db, connectionId, name);
  const row = await uniqueOr(
    () =>
      db
        .insertInto('ai_entities')
        .values({ connection_id: connectionId, name, labels: JSON.stringify(labels) })
        .returning('id')
        .executeTakeFirstOrThrow(),
    providerMessages.duplicateEntity,
  );
  return row.id;
}

export async function removeEntity(db: Db, connectionId: string, entityId: string): Promise<void> {
  await entityById(db, connectionId, entityId);
  await db.deleteFrom('ai_entities').where('id', '=', entityId).execute();
}

export async function updateEntityLabels(db: Db, connectionId: string, entityId: string, name: string, labels: EntityLabel[]): Promise<void> {
  await entityById(db, connectionId, entityId);
  await refuseDuplicateEntity(db, connectionId, name, entityId);
  await uniqueOr(
    () =>
      db
        .updateTable('ai_entities')
        .set({ name, labels: JSON.stringify(labels) })
        .where('id', '=', entityId)
        .execute(),
    providerMessages.duplicateEntity,
  );
}

export async function exportRows(db: Db, connectionId: string): Promise<IntentRows[]> {
  const model = await modelOf(db, connectionId);
  return model.intents.map((intent) => ({ intent: intent.name, utterances: intent.utterances }));
}

/** The rows' intents (found by name, or created) with their utterances, all or nothing. */
export async function importRows(db: Db, connectionId: string, rows: readonly IntentRows[]): Promise<void> {
  await db.transaction().execute(async (tx) => {
    for (const row of rows) {
      const intentId = (await intentByName(tx, connectionId, row.intent))?.id ?? (await addIntent(tx, connectionId, row.intent));
      for (const text of row.utterances) {
        if ((await refuseUtteranceElsewhere(tx, connectionId, intentId, text)) === 'new') await insertUtterance(tx, connectionId, intentId, text);
      }
    }
  });
}

/** Everything a training learns from, in a fixed order (so the same data gives the same model). */
export async function modelOf(db: Db, connectionId: string): Promise<TrainedModel> {
  const intents = await db.selectFrom('ai_intents').select(['id', 'name', 'parameters']).where('connection_id', '=', connectionId).orderBy(lower('name')).orderBy('seq').execute();
  const utterances = await db.selectFrom('ai_utterances').select(['intent_id', 'text']).where('connection_id', '=', connectionId).orderBy('seq').execute();
  const entities = await listEntities(db, connectionId);
  return {
    intents: intents.map((intent) => ({
      name: intent.name,
      utterances: utterances.filter((u) => u.intent_id === intent.id).map((u) => u.text),
      parameters: listOf<IntentParameter>(intent.parameters),
    })),
    entities: entities.map((entity) => ({ name: entity.entity, labels: entity.labels })),
  };
}

/** The authoring calls of a provider (intents, utterances, entities, export and import) that keeps its authoring copy in this store. */
export type StoredAuthoring = Omit<AiProvider, 'train' | 'trainingStatus' | 'publish' | 'predict' | 'check'>;

/** The authoring calls answered from this store, keyed by the connection. */
export function storedAuthoring(db: Db): StoredAuthoring {
  return {
    intents: (c) => listIntents(db, c.id),
    addIntent: async (c, name) => {
      await addIntent(db, c.id, name);
    },
    removeIntent: (c, intentId) => removeIntent(db, c.id, intentId),
    intentDetails: (c, intent) => intentDetails(db, c.id, intent),
    updateIntent: (c, intentId, change) => updateIntent(db, c.id, intentId, change),
    addUtterance: (c, intentName, text) => addUtterance(db, c.id, intentName, text),
    removeUtterance: (c, intentName, utteranceId) => removeUtterance(db, c.id, intentName, utteranceId),
    entities: (c) => listEntities(db, c.id),
    addEntity: async (c, name) => {
      await addEntity(db, c.id, name);
    },
    removeEntity: (c, entityId) => removeEntity(db, c.id, entityId),
    updateEntityLabels: (c, entityId, name, labels) => updateEntityLabels(db, c.id, entityId, name, labels),
    exportRows: (c) => exportRows(db, c.id),
    importRows: (c, rows) => importRows(db, c.id, rows),
  };
}
