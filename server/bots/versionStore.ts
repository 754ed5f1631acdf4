import { sql } from 'kysely';
import type { FlowDocument } from '../../services/contracts/flow';
import type { Db } from '../db/connect';

export type VersionView = { id: string; botId: string; name: string; createdAt: string };
type VersionRow = { id: string; bot_id: string; name: string; created_at: Date };

export const versionView = (row: VersionRow): VersionView => ({ id: row.id, botId: row.bot_id, name: row.name, createdAt: row.created_at.toISOString() });

/** The versions of the given assistants, newest first (the designer's version picker). */
export async function versionsOf(db: Db, botIds: readonly string[]): Promise<VersionView[]> {
  if (botIds.length === 0) return [];
  const rows = await db
    .selectFrom('bot_versions')
    .select(['id', 'bot_id', 'name', 'created_at'])
    .where('bot_id', 'in', botIds)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
  return rows.map(versionView);
}

/** One version of an assistant with its flow: the given one, or the newest without an id. */
export async function versionWithFlow(db: Db, botId: string, versionId?: string) {
  let query = db.selectFrom('bot_versions').select(['id', 'bot_id', 'name', 'created_at', 'flow']).where('bot_id', '=', botId);
  if (versionId !== undefined) query = query.where('id', '=', versionId);
  return query.orderBy('created_at', 'desc').orderBy('id').limit(1).executeTakeFirst();
}

/**
 * The same with the flow as the database's JSON text (parsed where it is cheap to: server/work),
 * so that a big flow is never built into objects on the server's thread.
 */
export async function versionWithFlowText(db: Db, botId: string, versionId?: string) {
  let query = db
    .selectFrom('bot_versions')
    .select(['id', 'bot_id', 'name', 'created_at', sql<string>`flow::text`.as('flow_text')])
    .where('bot_id', '=', botId);
  if (versionId !== undefined) query = query.where('id', '=', versionId);
  return query.orderBy('created_at', 'desc').orderBy('id').limit(1).executeTakeFirst();
}

/** A flow to store: a document, or its JSON text already serialised (by the work pool, off the event loop). */
type FlowToStore = { flow: FlowDocument } | { flowJson: string };

/**
 * A new version v<N+1> (N = the assistant's versions so far), in one transaction that locks
 * the assistant so two saves cannot take the same name. Its time is strictly after the newest
 * version's, so "newest first" stays right when two saves fall in the same millisecond.
 */
export async function insertVersion(db: Db, now: Date, input: { botId: string; userId: string } & FlowToStore): Promise<VersionView> {
  return db.transaction().execute(async (tx) => {
    await tx.selectFrom('bots').select('id').where('id', '=', input.botId).forUpdate().executeTakeFirstOrThrow();
    const stats = await tx
      .selectFrom('bot_versions')
      .select((eb) => [eb.fn.countAll<string>().as('n'), eb.fn.max('created_at').as('newest')])
      .where('bot_id', '=', input.botId)
      .executeTakeFirstOrThrow();
    const newest = stats.newest === null ? undefined : new Date(stats.newest);
    const createdAt = newest && newest.getTime() >= now.getTime() ? new Date(newest.getTime() + 1) : now;
    const row = await tx
      .insertInto('bot_versions')
      .values({
        bot_id: input.botId,
        name: `v${Number(stats.n) + 1}`,
        flow: 'flowJson' in input ? input.flowJson : JSON.stringify(input.flow),
        created_at: createdAt,
        created_by: input.userId,
      })
      .returning(['id', 'bot_id', 'name', 'created_at'])
      .executeTakeFirstOrThrow();
    return versionView(row);
  });
}
