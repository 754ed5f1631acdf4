import type { AnyStateMachine } from 'xstate';
import { compileFlow } from '../../machines/flow/compile';
import type { FlowDocument } from '../../services/contracts/flow';
import { readStoredFlow } from '../../services/contracts/modules/storedFlow';
import type { Db } from '../db/connect';
import { isUuid } from '../companies/access';
import { liveVersionId } from '../bots/publishStore';

/** An assistant version ready to run: its flow and the compiled statechart. */
export type RunnableVersion = { botId: string; versionId: string; flow: FlowDocument; machine: AnyStateMachine };

export class VersionNotRunnable extends Error {}

export const versionMessages = {
  noVersion: 'This assistant has no saved version yet. Save its flow in the designer first.',
  notPublished: 'This assistant has not been published yet. Publish a version in the designer first.',
  badFlow: "This assistant's saved flow cannot run. Open it in the designer and save it again.",
} as const;

/**
 * Compiled machines by version id (a saved version's flow never changes), the least
 * recently used dropped beyond `capacity`.
 */
export function createMachineCache(capacity = 200) {
  const cache = new Map<string, RunnableVersion>();
  /** The version compiled before for this assistant, if any, marked as the most recently used. */
  function recent(versionId: string, botId: string): RunnableVersion | undefined {
    const hit = cache.get(versionId);
    if (!hit || hit.botId !== botId) return undefined;
    cache.delete(versionId);
    cache.set(versionId, hit);
    return hit;
  }
  function compiled(row: { id: string; bot_id: string; flow: unknown }): RunnableVersion {
    const hit = recent(row.id, row.bot_id);
    if (hit) return hit;
    // The engine runs what was saved, also settings the save check lists (see readStoredFlow).
    const read = readStoredFlow(row.flow);
    if (!read.ok) throw new VersionNotRunnable(versionMessages.badFlow);
    let machine: AnyStateMachine;
    try {
      machine = compileFlow(read.flow);
    } catch {
      throw new VersionNotRunnable(versionMessages.badFlow);
    }
    const runnable = { botId: row.bot_id, versionId: row.id, flow: read.flow, machine };
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
      const base = () => db.selectFrom('bot_versions').select(['id', 'bot_id', 'flow']).where('bot_id', '=', botId);
      let row: { id: string; bot_id: string; flow: unknown } | undefined;
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
