import type { FlowConnection, FlowDocument, FlowModule } from '../../services/contracts/flow';
import { readModule } from '../../services/contracts/modules/storedFlow';

/** Spec 5.11 / 9: module name at most 255 characters, fallback count 0 to 9. */
export const MODULE_NAME_MAX = 255;
export const FALLBACK_COUNT_MAX = 9;

export type Position = { x: number; y: number };

/** The events that change the flow; each is applied by `applyEdit`. */
export type EditEvent =
  | { type: 'ADD_MODULE'; module: FlowModule }
  | { type: 'MOVE_MODULE'; id: string; position: Position }
  | { type: 'MOVE_MODULES'; moves: ReadonlyArray<{ id: string; position: Position }> }
  | { type: 'UPDATE_CONNECTIONS'; id: string; connections: FlowConnection[] }
  | { type: 'CONNECT'; sourceId: string; connection: FlowConnection }
  | { type: 'DISCONNECT'; sourceId: string; targetId: string; optionID?: string }
  | { type: 'RENAME_MODULE'; id: string; name: string }
  | { type: 'UPDATE_SETTINGS'; id: string; settings: FlowModule['settings'] }
  | { type: 'SET_FALLBACK'; id: string; target: string | null; count?: number }
  /** A panel's change: settings, connections and delay of one module in one undoable step. */
  | { type: 'UPDATE_MODULE'; id: string; settings?: FlowModule['settings']; connections?: FlowConnection[]; delay?: number | null }
  /** Copy (spec 2.2, ctrl+V): the module with its settings under a new id, without its links. */
  | { type: 'DUPLICATE_MODULE'; id: string; newId: string; position: Position };

export const EDIT_EVENT_TYPES = [
  'ADD_MODULE',
  'MOVE_MODULE',
  'MOVE_MODULES',
  'UPDATE_CONNECTIONS',
  'CONNECT',
  'DISCONNECT',
  'RENAME_MODULE',
  'UPDATE_SETTINGS',
  'SET_FALLBACK',
  'UPDATE_MODULE',
  'DUPLICATE_MODULE',
] as const;

const has = (flow: FlowDocument, id: string) => flow.modules.some((m) => m.id === id);

function updateModule(flow: FlowDocument, id: string, change: (m: FlowModule) => FlowModule | null): FlowDocument | null {
  const index = flow.modules.findIndex((m) => m.id === id);
  if (index < 0) return null;
  const next = change(flow.modules[index]!);
  if (!next) return null;
  const modules = flow.modules.slice();
  modules[index] = next;
  return { ...flow, modules };
}

/** The module with new settings, read by the module's own type: a panel's settings belong to the module it edits. */
const withSettings = (module: FlowModule, settings: FlowModule['settings']): FlowModule => readModule({ ...module, settings: { ...settings } });

const sameConnection = (a: FlowConnection, b: FlowConnection) => JSON.stringify(a) === JSON.stringify(b);
const validPosition = (p: Position) => Number.isFinite(p.x) && Number.isFinite(p.y);

/**
 * The flow after an edit, or null when the edit is refused: an unknown module, a
 * connection to a module that does not exist, a second START, a duplicate id, a name
 * empty or longer than 255, a fallback count outside 0..9. Pure.
 */
export function applyEdit(flow: FlowDocument, event: EditEvent): FlowDocument | null {
  switch (event.type) {
    case 'ADD_MODULE': {
      const module = event.module;
      if (!module.id || has(flow, module.id) || module.type === 'START') return null;
      if (module.connections.some((c) => c.id !== module.id && !has(flow, c.id))) return null;
      return { ...flow, modules: [...flow.modules, module] };
    }
    case 'MOVE_MODULE':
      if (!validPosition(event.position)) return null;
      return updateModule(flow, event.id, (m) => ({ ...m, position: { x: event.position.x, y: event.position.y } }));
    case 'MOVE_MODULES': {
      if (!event.moves.length) return null;
      let next: FlowDocument | null = flow;
      for (const move of event.moves) next = next && applyEdit(next, { type: 'MOVE_MODULE', ...move });
      return next;
    }
    case 'UPDATE_CONNECTIONS':
      if (event.connections.some((c) => !has(flow, c.id))) return null;
      return updateModule(flow, event.id, (m) => ({ ...m, connections: event.connections.map((c) => ({ ...c })) }));
    case 'CONNECT':
      if (!has(flow, event.connection.id)) return null;
      return updateModule(flow, event.sourceId, (m) =>
        m.connections.some((c) => sameConnection(c, event.connection)) ? null : { ...m, connections: [...m.connections, { ...event.connection }] },
      );
    case 'DISCONNECT':
      return updateModule(flow, event.sourceId, (m) => {
        const kept = m.connections.filter((c) => !(c.id === event.targetId && (event.optionID === undefined || c.optionID === event.optionID)));
        return kept.length === m.connections.length ? null : { ...m, connections: kept };
      });
    case 'RENAME_MODULE': {
      const name = event.name.trim();
      if (!name || name.length > MODULE_NAME_MAX) return null;
      return updateModule(flow, event.id, (m) => ({ ...m, name }));
    }
    case 'UPDATE_SETTINGS':
      return updateModule(flow, event.id, (m) => withSettings(m, event.settings));
    case 'UPDATE_MODULE': {
      if (event.connections?.some((c) => !has(flow, c.id))) return null;
      const delay = event.delay;
      if (delay !== undefined && delay !== null && (!Number.isInteger(delay) || delay < 0)) return null;
      return updateModule(flow, event.id, (m) => {
        const next = event.settings ? withSettings(m, event.settings) : { ...m };
        if (event.connections) next.connections = event.connections.map((c) => ({ ...c }));
        if (delay === null) delete next.delay;
        else if (delay !== undefined) next.delay = delay;
        return next;
      });
    }
    case 'DUPLICATE_MODULE': {
      const source = flow.modules.find((m) => m.id === event.id);
      if (!source || source.type === 'START' || !event.newId || has(flow, event.newId) || !validPosition(event.position)) return null;
      // A deep copy keeps the module's type paired with its settings; the copy has no links of its own.
      const copy = structuredClone(source);
      copy.id = event.newId;
      copy.position = { ...event.position };
      copy.connections = [];
      delete copy.fallback;
      delete copy.fallbackCount;
      return { ...flow, modules: [...flow.modules, copy] };
    }
    case 'SET_FALLBACK': {
      const count = event.count;
      if (count !== undefined && (!Number.isInteger(count) || count < 0 || count > FALLBACK_COUNT_MAX)) return null;
      if (event.target !== null && !has(flow, event.target)) return null;
      return updateModule(flow, event.id, (m) => {
        const { fallback: _f, fallbackCount: _c, ...rest } = m;
        if (event.target === null) return rest;
        return { ...rest, fallback: event.target, fallbackCount: count ?? m.fallbackCount ?? 0 };
      });
    }
  }
}

/** Spec 4.2: deleting a module removes it and every connection and fallback pointing to it. START stays. */
export function deleteModule(flow: FlowDocument, id: string): FlowDocument | null {
  const target = flow.modules.find((m) => m.id === id);
  if (!target || target.type === 'START') return null;
  const modules = flow.modules
    .filter((m) => m.id !== id)
    .map((m) => {
      const connections = m.connections.filter((c) => c.id !== id);
      const pointsHere = m.fallback === id;
      if (connections.length === m.connections.length && !pointsHere) return m;
      const { fallback: _f, fallbackCount: _c, ...rest } = m;
      return pointsHere ? { ...rest, connections } : { ...m, connections };
    });
  return { ...flow, modules };
}

/** Modules whose fallback is themselves: the side menu warns (spec 4.2). */
export function selfFallbackIds(flow: FlowDocument): string[] {
  return flow.modules.filter((m) => m.fallback === m.id).map((m) => m.id);
}

/** Deep equality of two JSON-like values (flows hold nothing else). */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((v, i) => sameJson(v, b[i]));
  const ka = Object.keys(a).filter((k) => (a as Record<string, unknown>)[k] !== undefined);
  const kb = Object.keys(b).filter((k) => (b as Record<string, unknown>)[k] !== undefined);
  return ka.length === kb.length && ka.every((k) => sameJson((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}
