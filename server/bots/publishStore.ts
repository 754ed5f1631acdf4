import { sql, type Kysely } from 'kysely';
import type { Db } from '../db/connect';
import type { Publication, PublishState } from '../../services/contracts/publish';
import type { Database, PublicationKind } from '../db/schema';
import { keepPublishedClassifiers } from '../providers/ai/builtInNlu/modelStore';

/** How many publications the history answers (the newest). */
export const PUBLISH_HISTORY_LIMIT = 100;

/** The id of the assistant's live (published) version, or undefined when it was never published. */
export async function liveVersionId(db: Kysely<Database>, botId: string): Promise<string | undefined> {
  const row = await db.selectFrom('bot_publications').select('version_id').where('bot_id', '=', botId).orderBy('seq', 'desc').limit(1).executeTakeFirst();
  return row?.version_id;
}

/**
 * Each assistant of the company that was ever published, with its live (newest published)
 * version's id, as a query the caller may narrow (archived assistants left out, for example).
 */
export function liveVersions(db: Kysely<Database>, companyId: string) {
  return db
    .selectFrom('bot_publications')
    .innerJoin('bots', 'bots.id', 'bot_publications.bot_id')
    .select(['bot_publications.bot_id', sql<string>`(array_agg(bot_publications.version_id order by bot_publications.seq desc))[1]`.as('version_id')])
    .where('bots.company_id', '=', companyId)
    .groupBy('bot_publications.bot_id');
}

/** The assistant's publications, newest first; the first is the live version. */
export async function publishState(db: Db, botId: string): Promise<PublishState> {
  const rows = await db
    .selectFrom('bot_publications')
    .innerJoin('bot_versions', 'bot_versions.id', 'bot_publications.version_id')
    .leftJoin('users', 'users.id', 'bot_publications.published_by')
    .select([
      'bot_publications.id',
      'bot_publications.version_id',
      'bot_versions.name as version_name',
      'bot_publications.kind',
      'bot_publications.published_at',
      'users.name as user_name',
      'users.surname as user_surname',
    ])
    .where('bot_publications.bot_id', '=', botId)
    .orderBy('bot_publications.seq', 'desc')
    .limit(PUBLISH_HISTORY_LIMIT)
    .execute();
  const history = rows.map((row): Publication => ({
    id: row.id,
    versionId: row.version_id,
    versionName: row.version_name,
    kind: row.kind,
    publishedAt: row.published_at.toISOString(),
    publishedBy: [row.user_name, row.user_surname].filter((part) => part).join(' '),
  }));
  return { botId, live: history[0] ?? null, history };
}

/** Writes one publication (inside the caller's transaction, which holds the assistant's row), and keeps the built-in NLU classifiers the version goes live with. */
export async function insertPublication(tx: Kysely<Database>, input: { botId: string; versionId: string; kind: PublicationKind; userId: string | null; now: Date }): Promise<void> {
  await tx
    .insertInto('bot_publications')
    .values({ bot_id: input.botId, version_id: input.versionId, kind: input.kind, published_by: input.userId, published_at: input.now })
    .execute();
  await keepPublishedClassifiers(tx, input.versionId);
}
