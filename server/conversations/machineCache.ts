import { sql } from 'kysely';
import { readStoredFlow } from '../../services/contracts/modules/storedFlow';
import type { Db } from '../db/connect';
import { isUuid } from '../companies/access';
import { liveVersionId } from '../bots/publishStore';
import { FLOW_THREAD_FROM, FlowNotRunnable, sharedFlowThread, type FlowThread } from '../engine/flowThread';
import { localRunner, outlineOf, type FlowOutline, type VersionRunner } from '../engine/versionRunner';

/** An assistant version ready to run: what the service needs to know of its flow, and its runner. */
export type RunnableVersion = { botId: string; versionId: string; outline: FlowOutline; runner: VersionRunner };

export class VersionNotRunnable extends Error {}

export const versionMessages = {
  noVersion: 'This assistant has no saved version yet. Save its flow in the designer first.',
  notPublished: 'This assistant has not been published yet. Publish a version in the designer first.',
  badFlow: "This assistant's saved flow cannot run. Open it in the designer and save it again.",
} as const;

type VersionRow = { id: string; bot_id: string; flow_text: string };

/**
 * Runnable versions by id (a saved version's flow never changes), the least recently used
 * dropped beyond `capacity`. A small flow is read and compiled on this thread; a big one (its
 * stored JSON text from `flowThreadFrom` on) on the flow thread, which also runs its turns, so
 * that no conversation holds the event loop while a big statechart is built.
 */
export function createMachineCache(capacity = 200, options: { flowThread?: FlowThread; flowThreadFrom?: number } = {}) {
  const flowThreadFrom = options.flowThreadFrom ?? FLOW_THREAD_FROM;
  const cache = new Map<string, RunnableVersion>();
  /** The version compiled before for this assistant, if any, marked as the most recently used. */
  function recent(versionId: string, botId: string): RunnableVersion | undefined {
    const hit = cache.get(versionId);
    if (!hit || hit.botId !== botId) return undefined;
    cache.delete(versionId);
    cache.set(versionId, hit);
    return hit;
  }
  /** A small flow, read and compiled here. */
  function compiledHere(row: VersionRow): Omit<RunnableVersion, 'botId' | 'versionId'> {
    try {
      // The engine runs what was saved, also settings the save check lists (see readStoredFlow).
      const read = readStoredFlow(JSON.parse(row.flow_text));
      if (read.ok) return { outline: outlineOf(read.flow), runner: localRunner(read.flow) };
    } catch {
      // A flow the engine cannot compile is refused as one the contract refuses.
    }
    throw new VersionNotRunnable(versionMessages.badFlow);
  }
  /** A big flow, read and compiled on the flow thread. */
  async function compiledThere(row: VersionRow): Promise<Omit<RunnableVersion, 'botId' | 'versionId'>> {
    try {
      return await (options.flowThread ?? sharedFlowThread()).runner(row.id, row.flow_text);
    } catch (error) {
      throw error instanceof FlowNotRunnable ? new VersionNotRunnable(versionMessages.badFlow) : error;
    }
  }
  async function compiled(row: VersionRow): Promise<RunnableVersion> {
    const hit = recent(row.id, row.bot_id);
    if (hit) return hit;
    const parts = row.flow_text.length >= flowThreadFrom ? await compiledThere(row) : compiledHere(row);
    // Another turn may have prepared the same version meanwhile: the first one stays.
    const again = recent(row.id, row.bot_id);
    if (again) return again;
    const runnable = { botId: row.bot_id, versionId: row.id, ...parts };
    cache.set(row.id, runnable);
    while (cache.size > capacity) cache.delete(cache.keys().next().value!);
    return runnable;
  }
  return {
    /**
     * The version to run for an assistant: the given one (an id, or for a SWITCH also a
     * version name), else its published (live) version, or with `draft` its newest saved
     * one (the test chat's draft). Throws VersionNotRunnable when there is none: no saved
     * version at all, or (channels) none published yet.
     */
    async load(db: Db, botId: string, version?: string | null, options: { draft?: boolean } = {}): Promise<RunnableVersion> {
      // A channel or conversation whose assistant was deleted has no bot id left.
      if (!isUuid(botId)) throw new VersionNotRunnable(versionMessages.noVersion);
      // The flow as the database's JSON text: a big one goes to the flow thread as it is.
      const base = () =>
        db
          .selectFrom('bot_versions')
          .select(['id', 'bot_id', sql<string>`flow::text`.as('flow_text')])
          .where('bot_id', '=', botId);
      let row: VersionRow | undefined;
      const wanted = version?.trim();
      // A saved version never changes: a conversation's own version runs from the cache without reading its flow again.
      const cached = wanted ? recent(wanted, botId) : undefined;
      if (cached) return cached;
      if (wanted) {
        if (isUuid(wanted)) row = await base().where('id', '=', wanted).executeTakeFirst();
        row ??= await base().where('name', '=', wanted).orderBy('created_at', 'desc').limit(1).executeTakeFirst();
      }
      if (!row) {
        const newest = () => db.selectFrom('bot_versions').select('id').where('bot_id', '=', botId).orderBy('created_at', 'desc').orderBy('id').limit(1).executeTakeFirst();
        const runId = options.draft ? (await newest())?.id : await liveVersionId(db, botId);
        if (runId === undefined) throw new VersionNotRunnable(options.draft || !(await newest()) ? versionMessages.noVersion : versionMessages.notPublished);
        const runCached = recent(runId, botId);
        if (runCached) return runCached;
        row = await base().where('id', '=', runId).executeTakeFirst();
      }
      if (!row) throw new VersionNotRunnable(versionMessages.noVersion);
      return compiled(row);
    },
  };
}
export type MachineCache = ReturnType<typeof createMachineCache>;
