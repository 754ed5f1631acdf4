import { isPlainConnection } from '../../../../machines/designer/slots';
import type { FlowConnection } from '../../../../services/contracts/flow';

/**
 * How panels read and write their module (docs/module-settings.md): settings are merged so
 * the side menu's common fields (notes, tags, ...) survive, and every edge is a connection
 * of one slot: the plain next one `{ id }`, or a named `{ id, optionID }`.
 */

/** The module's settings with `patch` applied; keys patched with undefined are removed. */
export function patchSettings<S extends Record<string, unknown>>(module: { settings: S }, patch: Partial<S>): S {
  const merged: S = { ...module.settings, ...patch };
  for (const key of Object.keys(patch)) if (patch[key] === undefined) delete merged[key];
  return merged;
}

/** Whether a connection belongs to the slot: the plain next one (optionID undefined) or a named one. */
export function inSlot(connection: FlowConnection, optionID: string | undefined): boolean {
  if (optionID === undefined) return isPlainConnection(connection);
  return connection.optionID === optionID && connection.cardID === undefined && connection.buttonID === undefined && connection.intent === undefined;
}

/** The target of a slot (a slot holds at most one), or null. */
export function targetOf(connections: readonly FlowConnection[], optionID?: string): string | null {
  return connections.find((c) => inSlot(c, optionID))?.id ?? null;
}

/** The connections after the slot points at `target` (null empties the slot). */
export function withTarget(connections: readonly FlowConnection[], optionID: string | undefined, target: string | null): FlowConnection[] {
  const kept = connections.filter((c) => !inSlot(c, optionID));
  if (target === null) return kept;
  return [...kept, optionID === undefined ? { id: target } : { id: target, optionID }];
}

/** The connections without those of the named slots whose optionID matches `drop`. */
export function withoutSlots(connections: readonly FlowConnection[], drop: (optionID: string) => boolean): FlowConnection[] {
  return connections.filter((c) => c.optionID === undefined || !drop(c.optionID));
}

/** A fresh id for a condition, route or button (unique within the module, stable once stored). */
export function newId(prefix: string): string {
  return `${prefix}-${globalThis.crypto.randomUUID().slice(0, 8)}`;
}
