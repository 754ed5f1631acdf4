import type { FlowConnection, FlowModule } from '../../../../services/contracts/flow';
import { isPlainConnection } from '../../../../machines/designer/slots';

/**
 * How the panels of this group read and write their module (docs/module-settings.md):
 * settings are merged so the side menu's common fields (notes, tags, ...) survive, and
 * every edge is a connection of one slot: the plain next one, or a named optionID.
 */

/** The module's settings with `patch` applied over them. */
export function patchSettings(module: FlowModule, patch: Record<string, unknown>): Record<string, unknown> {
  return { ...module.settings, ...patch };
}

/** A string setting, '' when unset or of another type. */
export function textSetting(module: FlowModule, key: string): string {
  const value = module.settings[key];
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
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

/** The connections after the slot points at `target` (null: the slot is emptied). */
export function withTarget(connections: readonly FlowConnection[], optionID: string | undefined, target: string | null): FlowConnection[] {
  const kept = connections.filter((c) => !inSlot(c, optionID));
  if (target === null) return kept;
  return [...kept, optionID === undefined ? { id: target } : { id: target, optionID }];
}

/** The connections without those of the named slots whose optionID matches `drop`. */
export function withoutSlots(connections: readonly FlowConnection[], drop: (optionID: string) => boolean): FlowConnection[] {
  return connections.filter((c) => c.optionID === undefined || !drop(c.optionID));
}
