import type { FlowConnection, FlowModule } from '../../services/contracts/flow';
import { GRID_SIZE } from '../../services/contracts/moduleCatalogue';
import { hasOutput, ownSlots, ownsConnection } from './modules/index';
import type { OutputSlot, SlotMatch } from './outputSlot';

export { LABEL_MAX, truncateLabel, type FixedSlotLabel, type OutputSlot, type SlotKind, type SlotMatch } from './outputSlot';

/**
 * Which outputs (slots) a module shows on the canvas and how a canvas link maps to the
 * module's `connections` or `fallback`: the slot table of docs/module-settings.md. The
 * outputs of a module's own kind are its type's (modules/<type>.ts, through the registry).
 * Pure functions: the canvas and its tests share them.
 */

export const NEXT_SLOT = 'next';
export const FALLBACK_SLOT = 'fallback';
export const INPUT_SLOT = 'in';

const MATCH_KEYS = ['optionID', 'cardID', 'buttonID', 'intent', 'groupIndex'] as const;

/** Whether the module has an input (every module but START). */
export function hasInput(module: FlowModule): boolean {
  return hasOutput(module.type, 'input');
}

/** Whether the module has a fallback output (every module but START and END). */
export function hasFallback(module: FlowModule): boolean {
  return hasOutput(module.type, 'fallback');
}

/** Whether the module has the plain 'next' output: all but END, and PAYMENTS (its two outcomes replace it). */
export const hasNext = (module: FlowModule) => hasOutput(module.type, 'next');

/** Every output of the module, in the order the node draws them: own slots, next, fallback. */
export function outputSlots(module: FlowModule): OutputSlot[] {
  const next: OutputSlot[] = hasNext(module) ? [{ key: NEXT_SLOT, kind: 'next', text: null, fixed: 'next', match: {} }] : [];
  const fallback: OutputSlot[] = hasFallback(module) ? [{ key: FALLBACK_SLOT, kind: 'fallback', text: null, fixed: 'fallback', match: {} }] : [];
  return [...ownSlots(module), ...next, ...fallback];
}

/** A plain connection: where the module goes next, without an option, card, button, row or intent. */
export function isPlainConnection(connection: FlowConnection): boolean {
  return MATCH_KEYS.every((key) => connection[key] === undefined);
}

/** A connection's identifying fields equal the slot's (tags may differ). */
function matches(connection: FlowConnection, match: SlotMatch): boolean {
  return MATCH_KEYS.every((key) => connection[key] === (match as Record<string, unknown>)[key]);
}

/**
 * The slot a stored connection is drawn from, or null when it is not drawn (its slot does not
 * exist any more, or it is a leftover {optionID: 'fallback'}: fallbacks live in `fallback`).
 */
export function slotOf(module: FlowModule, connection: FlowConnection, slots = outputSlots(module)): string | null {
  if (connection.optionID === FALLBACK_SLOT) return null;
  const found = slots.find((slot) => slot.kind !== 'fallback' && matches(connection, slot.match));
  return found ? found.key : null;
}

/** What linking or unlinking a slot changes in the module: its connections, or its fallback. */
export type SlotChange = { kind: 'connections'; connections: FlowConnection[] } | { kind: 'fallback'; target: string | null; count: number } | { kind: 'none' };

/** The module after the slot is linked to `targetId`: one target per slot, the old one replaced. */
export function connectSlot(module: FlowModule, slotKey: string, targetId: string): SlotChange {
  const slots = outputSlots(module);
  const slot = slots.find((s) => s.key === slotKey);
  if (!slot) return { kind: 'none' };
  if (slot.kind === 'fallback') {
    return module.fallback === targetId ? { kind: 'none' } : { kind: 'fallback', target: targetId, count: module.fallbackCount ?? 0 };
  }
  const replaced = module.connections.find((c) => slotOf(module, c, slots) === slotKey);
  if (replaced?.id === targetId) return { kind: 'none' };
  const kept = module.connections.filter((c) => slotOf(module, c, slots) !== slotKey);
  // Notes of an intent (tags) stay with the slot when it is pointed elsewhere.
  const added: FlowConnection = { id: targetId, ...slot.match, ...(replaced?.tags ? { tags: [...replaced.tags] } : {}) };
  return { kind: 'connections', connections: [...kept, added] };
}

/** The module after the slot's link to `targetId` is removed. */
export function disconnectSlot(module: FlowModule, slotKey: string, targetId: string): SlotChange {
  const slots = outputSlots(module);
  const slot = slots.find((s) => s.key === slotKey);
  if (!slot) return { kind: 'none' };
  if (slot.kind === 'fallback') return module.fallback === targetId ? { kind: 'fallback', target: null, count: 0 } : { kind: 'none' };
  const kept = module.connections.filter((c) => !(c.id === targetId && slotOf(module, c, slots) === slotKey));
  return kept.length === module.connections.length ? { kind: 'none' } : { kind: 'connections', connections: kept };
}

/** The Rete connection id of a drawn link: stable, so re-rendering a flow is a diff. */
export function linkId(source: string, slot: string, target: string): string {
  return `${source}|${slot}|${target}`;
}

export type Link = { id: string; source: string; slot: string; target: string };

/** Every link the canvas draws for a flow: connections with a slot, and fallbacks (targets that exist). */
export function linksOf(modules: readonly FlowModule[]): Link[] {
  const ids = new Set(modules.map((m) => m.id));
  const links = new Map<string, Link>();
  const add = (source: string, slot: string, target: string) => {
    const id = linkId(source, slot, target);
    links.set(id, { id, source, slot, target });
  };
  for (const module of modules) {
    const slots = outputSlots(module);
    for (const connection of module.connections) {
      const slot = slotOf(module, connection, slots);
      if (slot !== null && ids.has(connection.id)) add(module.id, slot, connection.id);
    }
    if (module.fallback && ids.has(module.fallback) && hasFallback(module)) add(module.id, FALLBACK_SLOT, module.fallback);
  }
  return [...links.values()];
}

/** The canvas grid (spec 2.1): dropped and moved modules snap to it. */
export function snap(value: number, grid = GRID_SIZE): number {
  return Math.round(value / grid) * grid;
}

/** Linking a module's fallback to the module itself: the canvas asks first (spec 4.2). */
export function isSelfFallback(sourceId: string, slotKey: string, targetId: string): boolean {
  return slotKey === FALLBACK_SLOT && sourceId === targetId;
}

/** The designer machine event that makes a slot change, or null when nothing changes. */
export function slotChangeEvent(
  moduleId: string,
  change: SlotChange,
): { type: 'UPDATE_CONNECTIONS'; id: string; connections: FlowConnection[] } | { type: 'SET_FALLBACK'; id: string; target: string | null; count?: number } | null {
  if (change.kind === 'connections') return { type: 'UPDATE_CONNECTIONS', id: moduleId, connections: change.connections };
  if (change.kind === 'fallback')
    return change.target === null ? { type: 'SET_FALLBACK', id: moduleId, target: null } : { type: 'SET_FALLBACK', id: moduleId, target: change.target, count: change.count };
  return null;
}

/** The option ids a module offers (`{ id, optionID }` connections), in the order it shows them. */
export function optionIds(module: FlowModule): string[] {
  return outputSlots(module).flatMap((slot) => (slot.kind === 'option' && slot.match.optionID !== undefined ? [slot.match.optionID] : []));
}

/**
 * Whether a stored connection belongs to a slot the module still has: one it draws, or one its
 * type keeps elsewhere (an AI module's intents live at the AI provider).
 */
export function slotExists(module: FlowModule, connection: FlowConnection): boolean {
  return ownsConnection(module, connection) ?? slotOf(module, connection) !== null;
}
