import type { FlowModule } from '../../../services/contracts/flow';

export type SearchHit = { id: string; name: string; type: string };

/**
 * Modules whose name contains the query, case-insensitively (in any script: the
 * comparison uses the locale-independent lower case). Names that start with the query
 * come first; an empty query finds nothing.
 */
export function searchModules(modules: readonly FlowModule[], query: string, limit = 20): SearchHit[] {
  const wanted = query.trim().toLocaleLowerCase();
  if (!wanted) return [];
  const hits = modules.flatMap((module) => {
    const at = module.name.toLocaleLowerCase().indexOf(wanted);
    return at < 0 ? [] : [{ at: at === 0 ? 0 : 1, hit: { id: module.id, name: module.name, type: module.type } }];
  });
  return hits
    .sort((a, b) => a.at - b.at || a.hit.name.localeCompare(b.hit.name))
    .slice(0, limit)
    .map((entry) => entry.hit);
}
