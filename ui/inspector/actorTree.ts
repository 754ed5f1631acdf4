import { actorKey, type InspectedActor } from './types';

export type ActorRow = { actor: InspectedActor; key: string; depth: number };

/** Actors in tree order: each tab's roots, each followed by its children (depth-first). */
export function actorRows(actors: readonly InspectedActor[]): ActorRow[] {
  const children = new Map<string, InspectedActor[]>();
  const byKey = new Set(actors.map(actorKey));
  const roots: InspectedActor[] = [];
  for (const actor of actors) {
    const parentKey = actor.parentSessionId ? actorKey({ tabId: actor.tabId, sessionId: actor.parentSessionId }) : null;
    if (parentKey && byKey.has(parentKey)) children.set(parentKey, [...(children.get(parentKey) ?? []), actor]);
    else roots.push(actor);
  }
  const rows: ActorRow[] = [];
  const visit = (actor: InspectedActor, depth: number) => {
    const key = actorKey(actor);
    rows.push({ actor, key, depth });
    for (const child of children.get(key) ?? []) visit(child, depth + 1);
  };
  for (const root of roots) visit(root, 0);
  return rows;
}

/** A state value as people read it: "editing.ready", parallel regions joined by ", ". */
export function stateText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value !== 'object') return String(value);
  return Object.entries(value as Record<string, unknown>)
    .map(([key, inner]) => {
      const rest = stateText(inner);
      return rest ? (typeof inner === 'object' && inner && Object.keys(inner).length > 1 ? `${key}.{${rest}}` : `${key}.${rest}`) : key;
    })
    .join(', ');
}
