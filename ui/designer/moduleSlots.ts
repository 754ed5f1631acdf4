import type { FlowConnection, FlowModule } from '../../services/contracts/flow';
import { GRID_SIZE } from '../../services/contracts/moduleCatalogue';

/**
 * Which connection slots a module shows on the canvas, and how a canvas link maps to the
 * module's `connections` (spec 03 section 3.1). This slice draws the plain 'next'
 * connection of every module (not END) and one output per quick-reply button of a
 * SELECTION module (connections with optionID). Connections of other kinds (cards,
 * intents, rows) are kept as they are and drawn in later slices.
 */
export type OutputSlot = {
  /** The Rete output key: 'next' or 'option:<payload id>'. */
  key: string;
  /** The button's text for option slots; null for 'next' (the node labels it). */
  text: string | null;
  optionID?: string;
};

export const NEXT_SLOT = 'next';
export const INPUT_SLOT = 'in';
const OPTION_PREFIX = 'option:';

const KEYS_OF_OTHER_KINDS = ['optionID', 'cardID', 'buttonID', 'groupIndex', 'intent'] as const;

/** A plain connection: where the module goes next, without an option, card, row or intent. */
export function isPlainConnection(connection: FlowConnection): boolean {
  return KEYS_OF_OTHER_KINDS.every((key) => connection[key] === undefined);
}

type Payload = { id: string; text: string };

function quickReplyPayloads(module: FlowModule): Payload[] {
  if (module.type !== 'SELECTION') return [];
  const payloads = module.settings['payloads'];
  if (!Array.isArray(payloads)) return [];
  return payloads.flatMap((payload: unknown) => {
    if (typeof payload !== 'object' || payload === null) return [];
    const { id, text } = payload as { id?: unknown; text?: unknown };
    return typeof id === 'string' && id ? [{ id, text: typeof text === 'string' ? text : '' }] : [];
  });
}

export function hasInput(module: FlowModule): boolean {
  return module.type !== 'START';
}

export function outputSlots(module: FlowModule): OutputSlot[] {
  const options = quickReplyPayloads(module).map((p) => ({ key: `${OPTION_PREFIX}${p.id}`, text: p.text, optionID: p.id }));
  const next = module.type === 'END' ? [] : [{ key: NEXT_SLOT, text: null }];
  return [...options, ...next];
}

/** The slot a stored connection is drawn from, or null when this slice does not draw it. */
export function slotOf(module: FlowModule, connection: FlowConnection, slots = outputSlots(module)): string | null {
  if (isPlainConnection(connection)) return slots.some((s) => s.key === NEXT_SLOT) ? NEXT_SLOT : null;
  const onlyOption = connection.optionID !== undefined && KEYS_OF_OTHER_KINDS.every((key) => key === 'optionID' || connection[key] === undefined);
  if (!onlyOption) return null;
  const key = `${OPTION_PREFIX}${connection.optionID}`;
  return slots.some((s) => s.key === key) ? key : null;
}

/** The module's connections after the slot is linked to `targetId` (one target per slot). */
export function connectSlot(module: FlowModule, slot: string, targetId: string): FlowConnection[] {
  const slots = outputSlots(module);
  const found = slots.find((s) => s.key === slot);
  if (!found) return module.connections;
  const kept = module.connections.filter((c) => slotOf(module, c, slots) !== slot);
  const added: FlowConnection = found.optionID === undefined ? { id: targetId } : { id: targetId, optionID: found.optionID };
  return [...kept, added];
}

/** The module's connections after the slot's link to `targetId` is removed. */
export function disconnectSlot(module: FlowModule, slot: string, targetId: string): FlowConnection[] {
  const slots = outputSlots(module);
  return module.connections.filter((c) => !(c.id === targetId && slotOf(module, c, slots) === slot));
}

/** The Rete connection id of a drawn link: stable, so re-rendering a flow is a diff. */
export function linkId(source: string, slot: string, target: string): string {
  return `${source}|${slot}|${target}`;
}

export type Link = { id: string; source: string; slot: string; target: string };

/** Every link the canvas draws for a flow (targets that do not exist are left out). */
export function linksOf(modules: readonly FlowModule[]): Link[] {
  const ids = new Set(modules.map((m) => m.id));
  const links = new Map<string, Link>();
  for (const module of modules) {
    const slots = outputSlots(module);
    for (const connection of module.connections) {
      const slot = slotOf(module, connection, slots);
      if (slot === null || !ids.has(connection.id)) continue;
      const id = linkId(module.id, slot, connection.id);
      links.set(id, { id, source: module.id, slot, target: connection.id });
    }
  }
  return [...links.values()];
}

/** The canvas grid (spec 2.1): dropped and moved modules snap to it. */
export function snap(value: number, grid = GRID_SIZE): number {
  return Math.round(value / grid) * grid;
}
