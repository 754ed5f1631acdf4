import { readStoredFlow } from '../../services/contracts/modules/storedFlow';
import type { Db } from '../db/connect';
import { maskFlowSecrets } from './maskFlow';

/** A version's flow as the inspector shows it: credentials masked, already in JSON, with each module's type by id. */
export type InspectedFlow = { json: string; moduleTypes: ReadonlyMap<string, string> };

const NO_FLOW: InspectedFlow = { json: 'null', moduleTypes: new Map() };

/**
 * The inspected flows of the versions read last, by version id (a saved version's flow never
 * changes). The inspector polls every 2 s; reading, checking, masking and serializing a flow of
 * up to 5 MB took 300-400 ms of the event loop each time.
 */
export function createInspectedFlowCache(capacity = 8) {
  const cache = new Map<string, InspectedFlow>();
  return {
    async flowOf(db: Db, versionId: string): Promise<InspectedFlow> {
      const hit = cache.get(versionId);
      if (hit) {
        cache.delete(versionId);
        cache.set(versionId, hit);
        return hit;
      }
      const row = await db.selectFrom('bot_versions').select('flow').where('id', '=', versionId).executeTakeFirst();
      if (!row) return NO_FLOW;
      const read = readStoredFlow(row.flow);
      const flow = read.ok ? maskFlowSecrets(read.flow) : undefined;
      const inspected = flow ? { json: JSON.stringify(flow), moduleTypes: new Map(flow.modules.map((m) => [m.id, m.type])) } : NO_FLOW;
      cache.set(versionId, inspected);
      while (cache.size > capacity) cache.delete(cache.keys().next().value!);
      return inspected;
    },
  };
}
export type InspectedFlowCache = ReturnType<typeof createInspectedFlowCache>;
